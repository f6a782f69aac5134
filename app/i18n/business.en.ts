export const businessEn: Record<string, string> = {};
