import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment } from '../../../../test/builders.js';
import { loadRealGameData, realArmy } from '../../../../test/real-game-data.js';
import { validateList } from '../../validate-list.js';
import { pointsCapRule } from './points-cap.js';

describe('points/over-cap', () => {
  it('allows a list at the cap and reports one over it, with cap and total', () => {
    const points = realArmy('Ogor Mawtribes').units.find((unit) => unit.name === 'Tyrant')!.points;
    const list = makeList('Ogor Mawtribes', { pointsCap: 250, regiments: [makeRegiment('Tyrant')] });
    expect(points).toBeLessThanOrEqual(250);
    expect(validateList(list, loadRealGameData(), [pointsCapRule]).issues).toEqual([]);
    const over = { ...list, regiments: [makeRegiment('Tyrant'), makeRegiment('Tyrant')] };
    expect(validateList(over, loadRealGameData(), [pointsCapRule]).issues).toEqual([
      expect.objectContaining({ code: 'POINTS_OVER_CAP', params: { cap: 250, total: 2 * points } }),
    ]);
  });
});
