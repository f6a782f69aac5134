// Texts of the activation screens (it).
export const activationIt: Record<string, string> = {
};
