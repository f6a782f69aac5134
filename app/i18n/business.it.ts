export const businessIt: Record<string, string> = {};
