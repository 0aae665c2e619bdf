import type { Lore } from '../../../model/index.js';
import type { Rule } from '../../rule.js';
import { hasKeywordPrefix, viewList } from './list-view.js';

const isFree = (lore: Lore) => lore.points === 0;

/**
 * Warns about lores a list leaves unchosen: a free spell lore with a wizard in
 * the list, a free prayer lore with a priest, any manifestation lore with a wizard.
 */
export const unselectedLoresRule: Rule = {
  id: 'warnings/unselected-lores',
  needsArmy: true,
  check(context, report) {
    const { list, data } = context;
    const { index, placed, renown } = viewList(context);
    const { lores } = index.army;
    let wizard = false;
    let priest = false;
    for (const { unit } of [...placed, ...renown]) {
      if (!unit) continue;
      wizard ||= hasKeywordPrefix(unit, 'WIZARD');
      priest ||= hasKeywordPrefix(unit, 'PRIEST');
    }
    if (wizard && !list.spellLore && lores.spell.some(isFree)) report('NO_SPELL_LORE');
    if (priest && !list.prayerLore && lores.prayer.some(isFree)) report('NO_PRAYER_LORE');
    const manifestations = lores.manifestation.length + data.universalManifestations.length;
    if (wizard && !list.manifestationLore && manifestations > 0) report('NO_MANIFESTATION_LORE');
  },
};
