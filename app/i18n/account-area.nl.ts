export const accountAreaNl: Record<string, string> = {};
