// Texts of the redeem screens (en).
export const redeemEn: Record<string, string> = {
};
