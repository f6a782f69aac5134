export const accountIt: Record<string, string> = {};
