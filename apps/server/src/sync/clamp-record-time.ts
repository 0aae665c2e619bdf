/** How far ahead of the server's clock a client's edit time may be; past it, a wrong clock would win every later edit. */
export const MAX_CLOCK_AHEAD_MS = 24 * 3600 * 1000;

/**
 * A record stamped far in the future (a device with a wrong clock) is stored
 * as stamped at the limit, document included, so it cannot outrank the edits
 * of correct devices for months; the client then fetches the clamped copy.
 */
export function clampRecordTime<TKey extends string, TRecord extends Record<TKey, number>>(record: TRecord, field: TKey, now: number): TRecord {
  const limit = now + MAX_CLOCK_AHEAD_MS;
  return record[field] <= limit ? record : { ...record, [field]: limit };
}
