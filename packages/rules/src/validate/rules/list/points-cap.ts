import { listPoints } from '../../../points/list-points.js';
import type { Rule } from '../../rule.js';

export const pointsCapRule: Rule = {
  id: 'points/over-cap',
  needsArmy: true,
  check({ list, lookup }, report) {
    const total = listPoints(list, lookup!).total;
    if (total > list.pointsCap) report('POINTS_OVER_CAP', { cap: list.pointsCap, total });
  },
};
