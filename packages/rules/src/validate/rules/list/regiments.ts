import { regimentTitles } from '../../../list/regiment-titles.js';
import { nameKey } from '../../../shared/name-key.js';
import type { Rule } from '../../rule.js';
import { MAX_REGIMENTS, regimentCapacity, regimentsUsed } from '../../regiment-limits.js';

/** No more than five regiments, the regiment of renown counting as one. */
export const regimentCountRule: Rule = {
  id: 'regiments/count',
  needsArmy: false,
  check({ list }, report) {
    const renown = list.regimentOfRenown?.trim() ? list.regimentOfRenown : null;
    const count = regimentsUsed(list);
    if (count <= MAX_REGIMENTS) return;
    if (renown) report('TOO_MANY_REGIMENTS_WITH_RENOWN', { count, max: MAX_REGIMENTS, renown });
    else report('TOO_MANY_REGIMENTS', { count, max: MAX_REGIMENTS });
  },
};

/**
 * Units besides the leader: three per regiment, four in the general's (the one
 * whose leader is the general), plus one for each unit that brings its own slot.
 */
export const regimentSizeRule: Rule = {
  id: 'regiments/size',
  needsArmy: false,
  check({ list, lookup }, report) {
    const titles = regimentTitles(list.regiments);
    list.regiments.forEach((regiment, index) => {
      const isGenerals = regiment.leader?.general === true;
      const max = regimentCapacity(regiment, lookup?.units);
      const count = regiment.units.length;
      if (count <= max) return;
      const params = { max, count, regiment: titles[index]!, leader: regiment.leader?.name ?? '' };
      report(isGenerals ? 'GENERALS_REGIMENT_TOO_BIG' : 'REGIMENT_TOO_BIG', params);
    });
  },
};

/** Every regiment has a leader, and the leader is a HERO. Unknown leaders are the invalid-unit rule's. */
export const regimentLeaderRule: Rule = {
  id: 'regiments/leader',
  needsArmy: true,
  check({ list, lookup }, report) {
    const titles = regimentTitles(list.regiments);
    list.regiments.forEach((regiment, index) => {
      if (!regiment.leader) {
        report('REGIMENT_WITHOUT_LEADER', { regiment: titles[index]! });
        return;
      }
      const unit = lookup!.units.get(nameKey(regiment.leader.name));
      if (unit && !unit.keywords.includes('HERO')) report('LEADER_NOT_HERO', { unit: unit.name, regiment: titles[index]! });
    });
  },
};
