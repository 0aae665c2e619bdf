import { describe, expect, it } from 'vitest';

import { makeList } from '../../test/builders.js';
import { listSchemas } from './army-list.js';
import { isPointsCap, nearestPointsCap, POINTS_CAP_RANGE } from './points-cap.js';

describe('points caps', () => {
  it('allows 250 to 5000 in steps of 250, and nothing else', () => {
    const allowed = Array.from({ length: 6000 }, (_, cap) => cap).filter(isPointsCap);
    expect(allowed).toHaveLength(20);
    expect([allowed[0], allowed[1], allowed.at(-1)]).toEqual([250, 500, 5000]);
    expect([2000.5, Number.NaN, -250].some(isPointsCap)).toBe(false);
    expect(POINTS_CAP_RANGE).toBe('250 to 5000 points in steps of 250');
  });

  it('reads a stated cap as the nearest allowed one', () => {
    expect([1999, 2100, 2125, 0, 9000, 1000].map(nearestPointsCap)).toEqual([2000, 2000, 2250, 250, 5000, 1000]);
  });

  it('makes the list schema refuse a cap off the step or out of range', () => {
    const issue = (pointsCap: number) => listSchemas().ArmyListSchema.safeParse({ ...makeList('Skaven'), pointsCap }).error?.issues[0]?.message;
    expect(issue(2100)).toBe('must be a multiple of 250');
    expect(issue(5250)).toMatch(/5000/);
    expect(issue(2500)).toBeUndefined();
  });
});
