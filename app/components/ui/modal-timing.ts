/** Length of the closing animation (spec §2, §9): dialog.close() runs this long after `open` turns false. */
export const MODAL_CLOSE_MS = 300;
