export const businessNl: Record<string, string> = {};
