export const accountEn: Record<string, string> = {};
