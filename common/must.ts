// For a value the code knows is there (a regex group that always takes part, an element of a
// list just built or checked): says so in the code, and fails loudly if the reason was wrong.

/** `value`, which `why` says cannot be missing; throws if it is. */
export function must<T>(value: T | undefined, why: string): T {
  if (value === undefined) throw new Error(`Missing value: ${why}`);
  return value;
}

/** `record[key]` when `key` is the record's own (not inherited) key, else undefined. */
export function own<K extends PropertyKey, T>(record: Readonly<Record<K, T>>, key: K): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
