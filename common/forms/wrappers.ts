// Wrappers a package may have, by variation: physical cards come in an envelope or a box, digital
// cards with an illustrated digital card. Kept apart from the zod schemas so a form that does not
// check with one (the redeem gift card form) does not carry zod in its bundle.
export const WRAPPERS = { physical: ['envelope', 'box'], digital: ['digital-card'] } as const;
