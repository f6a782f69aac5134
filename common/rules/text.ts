// Generic text patterns (spec §5 "Generic patterns").

/** The largest integer a field may hold: the 32-bit signed maximum. */
export const MAX_INT = 2147483647;
/** The smallest: the 32-bit signed minimum. */
export const MIN_INT = -2147483648;

// An emoji is any of:
// - a character shown as emoji by default (Emoji_Presentation: 😀, 🎁, ⌚);
// - a pictograph followed by the emoji variation selector U+FE0F (❤️, ☺️, ©️);
// - a pictograph outside the Basic Multilingual Plane (🕊, 🏴 flag tags) or in the Miscellaneous
//   Symbols and Dingbats blocks (❤, ☀, ✌ typed without U+FE0F): they have no text form in the
//   shop's fonts;
// - a regional indicator (the halves of a flag: 🇮🇹), a keycap mark (1️⃣) or a skin-tone modifier.
// ZWJ sequences (👨‍👩‍👧) are made of pictographs, so they are caught by their parts.
// Text symbols that happen to be pictographs (©, ®, ™, ↔) are allowed when typed plainly.
const emoji =
  /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|(?=\p{Extended_Pictographic})[\u{1F000}-\u{1FFFF}\u2600-\u27BF]|\p{Regional_Indicator}|\u20E3|\p{Emoji_Modifier}/u;

/** Whether the text contains an emoji ("Non sono ammessi emoji"). */
export function hasEmoji(value: string): boolean {
  return emoji.test(value);
}

/** Whether every character is ASCII (U+0000 to U+007F). The empty string is ASCII-only. */
export function isAsciiOnly(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  return /^[\x00-\x7F]*$/.test(value);
}

/** Whether the text is non-empty and made only of white space. The empty string is not (it is empty). */
export function isWhitespaceOnly(value: string): boolean {
  return value.length > 0 && value.trim().length === 0;
}

/** Whether the value is a whole number, written without decimals, from MIN_INT to MAX_INT. */
export function isInt32(value: string | number): boolean {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^-?\d+$/.test(text)) return false;
  const n = Number(text);
  return n >= MIN_INT && n <= MAX_INT;
}

/**
 * Non-empty text of 1 to 20 characters that is not only white space. Lengths here and in the
 * schemas count UTF-16 code units, as the HTML maxlength attribute and a textarea counter do.
 */
export function isShortText(value: string): boolean {
  return value.length >= 1 && value.length <= 20 && !isWhitespaceOnly(value);
}

/** Whether the value is a link the shop renders as one: tel:, mailto:, http: or https:. */
export function isLink(value: string): boolean {
  return /^(?:tel:|mailto:|https?:)/i.test(value.trim());
}

/** Phone-like: a 3-digit area code, then 5 to 8 digits (a space or dash may separate them). */
export function isPhoneLike(value: string): boolean {
  return /^\d{3}[ -]?\d{5,8}$/.test(value.trim());
}
