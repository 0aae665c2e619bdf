import { describe, expect, it } from 'vitest';

import { median, quantile } from './stats.js';

describe('quantile', () => {
  it('takes the nearest rank', () => {
    const samples = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(median(samples)).toBe(5);
    expect(quantile(samples, 0.95)).toBe(10);
    expect(quantile(samples, 0)).toBe(1);
  });

  it('is NaN for no samples', () => {
    expect(median([])).toBeNaN();
  });
});
