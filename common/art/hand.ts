// Stylised hand holding a card, in the card's own 320 x 202 coordinates.
// The back part is drawn before the card, the thumb after it.

const SKIN = '#efc3a4';
const SKIN_SHADE = '#d99e7f';
const SLEEVE = '#3b3356';
const CUFF = '#4f4675';

/** Palm, curled fingers behind the card's right edge and the sleeve. */
export function handBack(): string {
  const fingers = [88, 113, 138, 163]
    .map((y, i) => `<rect x="${290 - i * 3}" y="${y}" width="${56 - i * 4}" height="24" rx="12" fill="${SKIN}" stroke="${SKIN_SHADE}" stroke-width="1.6"/>`)
    .join('');
  return (
    `<path d="M300 104C326 98 352 112 358 150C362 178 366 210 370 240L380 340H316L306 240C300 222 298 210 300 196Z" fill="${SKIN}"/>` +
    fingers +
    `<path d="M300 258L376 246L388 360H306Z" fill="${SLEEVE}"/>` +
    `<path d="M298 246L376 234L378 258L300 270Z" fill="${CUFF}"/>`
  );
}

/** Thumb resting on the front of the card. */
export function handFront(): string {
  return (
    `<path d="M334 232C330 206 316 180 298 160" fill="none" stroke="${SKIN}" stroke-width="27" stroke-linecap="round"/>` +
    `<path d="M322 232C320 214 314 198 306 186" fill="none" stroke="${SKIN_SHADE}" stroke-width="1.6" stroke-linecap="round" opacity="0.7"/>` +
    `<path d="M289 153c4-6 12-7 17-2l3 5c-3 6-11 8-17 4z" fill="#f8dccb"/>`
  );
}
