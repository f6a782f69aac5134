export const accountAreaEn: Record<string, string> = {};
