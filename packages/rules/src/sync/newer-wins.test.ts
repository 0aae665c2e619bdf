import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { newerWins } from './newer-wins.js';

describe('newerWins: the sync rule', () => {
  it('lets the later updatedAt win, from either side', () => {
    expect(newerWins(100, 200)).toBe('incoming');
    expect(newerWins(200, 100)).toBe('held');
  });

  it('takes the incoming version when nothing is held', () => {
    expect(newerWins(undefined, 0)).toBe('incoming');
  });

  it('keeps the held version on equal times (a tie), never replacing without a later stamp', () => {
    expect(newerWins(500, 500)).toBe('tie');
  });

  it('is antisymmetric: swapping the two versions swaps the winner, a tie stays a tie', () => {
    const swapped = { held: 'incoming', incoming: 'held', tie: 'tie' } as const;
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (a, b) => {
        expect(newerWins(b, a)).toBe(swapped[newerWins(a, b)]);
      }),
    );
  });
});
