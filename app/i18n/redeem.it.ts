// Texts of the redeem screens (it).
export const redeemIt: Record<string, string> = {
};
