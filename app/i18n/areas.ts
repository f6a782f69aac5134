/**
 * The parts of the catalogue that only some screens use (decision 028): a screen's loader sends the
 * texts of its areas beside its data (withMessages); the root sends the rest, the base, once.
 */
export const messageAreas = ['checkout', 'redeem', 'activation', 'doubler', 'account', 'accountArea', 'business'] as const;
export type MessageArea = (typeof messageAreas)[number];
