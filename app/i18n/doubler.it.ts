// Texts of the doubler screens (it).
export const doublerIt: Record<string, string> = {
};
