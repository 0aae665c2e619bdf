// Typed, validated access to localStorage. Everything read back is checked
// against its schema: a value that does not fit (an old format, a hand edit)
// is reported and the default used, and the stored text is left untouched.
import { z } from 'zod/mini';

export type StoredValue<T> = {
  key: string;
  read: () => T;
  write: (value: T) => void;
  remove: () => void;
};

/** The page's localStorage; null where there is none (a worker) or the browser refuses it. */
export function localStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Some browsers throw on access when storage is disabled.
    return null;
  }
}

export function readStored<T>(key: string, schema: z.core.$ZodType<T>, fallback: T): T {
  const text = localStore()?.getItem(key);
  if (text === null || text === undefined) return fallback;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    console.warn(`Stored value '${key}' is not valid JSON; using the default.`);
    return fallback;
  }
  const parsed = z.safeParse(schema, json);
  if (parsed.success) return parsed.data;
  console.warn(`Stored value '${key}' does not have the expected shape (${parsed.error.issues[0]?.message ?? 'invalid'}); using the default.`);
  return fallback;
}

export function writeStored(key: string, value: unknown): void {
  try {
    localStore()?.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`Could not save '${key}' in local storage.`, error);
  }
}

export function removeStored(key: string): void {
  localStore()?.removeItem(key);
}

export function storedValue<T>(key: string, schema: z.core.$ZodType<T>, fallback: T): StoredValue<T> {
  return {
    key,
    read: () => readStored(key, schema, fallback),
    write: (value) => writeStored(key, value),
    remove: () => removeStored(key),
  };
}
