export const accountAreaIt: Record<string, string> = {};
