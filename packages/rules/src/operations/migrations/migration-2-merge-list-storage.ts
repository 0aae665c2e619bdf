import { ok } from '../../shared/result.js';
import { isRecord, LEGACY_LIST_KEY_PREFIX, LISTS_KEY, migrationError, type Migration, type StoredRecord } from './stored-data.js';

/** 2: every 'list:<id>' key merges into the one 'lists' value (id -> list); the old keys go. */
export const migration2: Migration = {
  version: 2,
  description: 'Merge per-list storage into one value',
  migrate(stored) {
    const existing = stored[LISTS_KEY];
    if (existing !== undefined && !isRecord(existing)) return migrationError(2, `Stored '${LISTS_KEY}' is not an object.`);
    const lists: StoredRecord = { ...(existing ?? {}) };
    const rest: StoredRecord = {};
    for (const [key, value] of Object.entries(stored)) {
      if (key === LISTS_KEY) continue;
      if (!key.startsWith(LEGACY_LIST_KEY_PREFIX)) {
        rest[key] = value;
        continue;
      }
      if (!isRecord(value)) return migrationError(2, `Stored list '${key}' is not an object.`);
      const id = typeof value.id === 'string' && value.id !== '' ? value.id : key.slice(LEGACY_LIST_KEY_PREFIX.length);
      lists[id] = { ...value, id };
    }
    return ok({ ...rest, [LISTS_KEY]: lists });
  },
};
