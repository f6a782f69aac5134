// Texts of the doubler screens (nl).
export const doublerNl: Record<string, string> = {
};
