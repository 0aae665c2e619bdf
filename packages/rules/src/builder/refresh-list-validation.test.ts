import { describe, expect, it } from 'vitest';

import { LEGAL_LISTS } from '../../test/legal-lists.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { deepFreeze } from '../../test/test-kit.js';
import { hashListContent } from '../validate/content-hash.js';
import { refreshListValidation } from './refresh-list-validation.js';

describe('refreshListValidation on real data', () => {
  const data = loadRealGameData();
  const { list, points } = LEGAL_LISTS[0]!;

  it('stores the verdict, points and issues, leaving the edit time alone', () => {
    const refreshed = refreshListValidation(deepFreeze(list), data);
    expect(refreshed).toMatchObject({ lastValidation: 'valid', lastPointsTotal: points, errors: [], warnings: [], _updatedAt: list._updatedAt });
    expect(refreshed.validationHash).toBe(hashListContent(list));
  });

  it('recomputes only when the content changed or the points are missing', () => {
    const refreshed = refreshListValidation(list, data);
    expect(refreshListValidation(refreshed, data)).toBe(refreshed);
    expect(refreshListValidation({ ...refreshed, name: 'Renamed' }, data).lastValidation).toBe('valid');
    const over = refreshListValidation({ ...refreshed, pointsCap: 1000 }, data);
    expect(over).toMatchObject({ lastValidation: 'error', errors: [{ code: 'POINTS_OVER_CAP', params: { cap: 1000, total: points } }] });
    expect(refreshListValidation({ ...refreshed, lastPointsTotal: null }, data).lastPointsTotal).toBe(points);
    expect(refreshListValidation(refreshed, data, 'new-data').validationHash).not.toBe(refreshed.validationHash);
  });

  it('gives a list met again against the same data the answer it gave the first time, so a stale saved list is checked once', () => {
    const stale = { ...refreshListValidation(list, data), pointsCap: 1000 };
    const refreshed = refreshListValidation(stale, data, 'same-data');
    expect(refreshed).not.toBe(stale);
    expect(refreshListValidation(stale, data, 'same-data')).toBe(refreshed);
    expect(refreshListValidation(stale, data, 'newer-data')).not.toBe(refreshed);
  });

  it('a list of an army the data lacks is an error at 0 points', () => {
    expect(refreshListValidation({ ...list, faction: 'Nobody' }, data)).toMatchObject({ lastValidation: 'error', lastPointsTotal: 0 });
  });
});
