import { describe, expect, it } from 'vitest';

import { clampRecordTime, MAX_CLOCK_AHEAD_MS } from './clamp-record-time.js';

describe('clampRecordTime', () => {
  const now = 1_000_000;

  it('leaves a record stamped up to the limit as it is', () => {
    const record = { id: 'a', updatedAt: now + MAX_CLOCK_AHEAD_MS };
    expect(clampRecordTime(record, 'updatedAt', now)).toBe(record);
  });

  it('stamps a record from further ahead at the limit, keeping the rest', () => {
    expect(clampRecordTime({ id: 'a', _updatedAt: now + 365 * MAX_CLOCK_AHEAD_MS }, '_updatedAt', now)).toEqual({
      id: 'a',
      _updatedAt: now + MAX_CLOCK_AHEAD_MS,
    });
  });
});
