// Texts of the doubler screens (en).
export const doublerEn: Record<string, string> = {
};
