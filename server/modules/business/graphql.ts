// The business module's operations (placeholder until the module is written).
export {};
