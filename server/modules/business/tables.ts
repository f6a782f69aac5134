// The business module's tables (placeholder until the module is written).
export {};
