// Texts of the activation screens (en).
export const activationEn: Record<string, string> = {
};
