import { describe, expect, it } from 'vitest';

import { formatDestinyPoints } from './destiny-points';

describe('formatDestinyPoints', () => {
  it('says what an option costs or gives, one point in the singular', () => {
    expect(formatDestinyPoints(-8)).toBe('Costs 8 destiny points');
    expect(formatDestinyPoints(-1)).toBe('Costs 1 destiny point');
    expect(formatDestinyPoints(15)).toBe('Gives 15 destiny points');
  });
});
