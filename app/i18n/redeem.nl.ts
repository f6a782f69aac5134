// Texts of the redeem screens (nl).
export const redeemNl: Record<string, string> = {
};
