// Texts of the activation screens (nl).
export const activationNl: Record<string, string> = {
};
