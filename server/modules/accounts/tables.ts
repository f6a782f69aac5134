// The accounts module's tables (placeholder until the module is written).
export {};
