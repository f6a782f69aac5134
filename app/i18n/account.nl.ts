export const accountNl: Record<string, string> = {};
