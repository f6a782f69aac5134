// Wrappers a package may have, by variation: physical cards come in an envelope or a box, digital
// cards with an illustrated digital card. Kept apart from the zod schema so the product page's
// bundle does not carry zod.
export const WRAPPERS = { physical: ['envelope', 'box'], digital: ['digital-card'] } as const;
