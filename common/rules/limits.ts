// Lengths and bounds of the field rules (spec §5, §9). Shared by the schemas, the error texts
// and the forms (maxlength attributes, counters).

export const CARD_NUMBER_LENGTH = 19;
export const PIN_LENGTH = 6;
export const BLIK_CODE_LENGTH = 6;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
/** 150 (one redeem message says 160: pass it to personalNote(max) there). */
export const PERSONAL_NOTE_MAX = 150;
export const NAME_MAX = 50;
export const STREET_MIN = 2;
export const STREET_MAX = 100;
export const COMPANY_NAME_MAX = 100;
export const BUSINESS_FIELD_MAX = 50;
export const EMAIL_MAX = 254;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 100;
