import type { Rule } from '../../rule.js';

/** The one list rule that runs without army data: it reports that the data is missing. */
export const armyNotFoundRule: Rule = {
  id: 'army/not-found',
  needsArmy: false,
  check({ list, lookup }, report) {
    if (!lookup) report('ARMY_NOT_FOUND', { army: list.faction });
  },
};
