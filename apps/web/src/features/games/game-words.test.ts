import { describe, expect, it } from 'vitest';

import { victoryPointsLabel } from './game-words';

describe('victoryPointsLabel', () => {
  it('says one point in the singular and any other number in the plural', () => {
    expect(victoryPointsLabel(1)).toBe('1 victory point');
    expect(victoryPointsLabel(0)).toBe('0 victory points');
    expect(victoryPointsLabel(12)).toBe('12 victory points');
  });
});
