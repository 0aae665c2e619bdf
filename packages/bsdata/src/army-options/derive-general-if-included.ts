import type { KnownArmyOption } from '@scrolldex/rules/model';

import { CATEGORY_RESTRICT_GENERAL } from '../ids.js';
import type { XmlElement } from '../xml/xml-element.js';
import { findGeneralLinks } from './find-general-links.js';
import { findModifiers } from './find-modifiers.js';
import type { ArmyUnit, ArmyUnitIndex } from './index-army-units.js';
import { readPresenceGuard } from './read-presence-guard.js';
import type { Derived, Unplaced } from './unplaced.js';

type GeneralIfIncluded = Extract<KnownArmyOption, { type: 'GeneralIfIncluded' }>;

function addsRestrictGeneral(modifier: XmlElement): boolean {
  const { type, field, value, affects } = modifier.attrs;
  return type === 'add' && field === 'category' && value === CATEGORY_RESTRICT_GENERAL && !affects;
}

/**
 * GeneralIfIncluded, written two ways. (a) The other heroes get Restrict
 * General added while X is in the list (Gorechosen Champions: Mighty Lord of
 * Khorne), so X must then be the general. X is read from the modifier's
 * presence conditions; twins hidden in this handbook drop out. (b) X's own
 * General link has a min of 1 (The Magnate's Crew: Arkanaut Ironclad): the
 * link is a child of X, so its min binds only in a list that holds X.
 */
export function deriveGeneralIfIncluded(index: ArmyUnitIndex): Derived<GeneralIfIncluded> {
  const generals = new Set<ArmyUnit>();
  const unplaced: Unplaced[] = [];
  for (const unit of index.units) {
    for (const node of unit.armyNodes) {
      for (const { modifier, applies, groups } of findModifiers(node, unit.context, addsRestrictGeneral)) {
        // Always applied, it is a static restriction (RequiredGeneral); never applied, it is no rule.
        if (applies !== undefined) continue;
        const ids = readPresenceGuard(modifier, groups);
        if (!ids) {
          unplaced.push({ unit, reason: 'Restrict General added under conditions other than "X is in the list"' });
          continue;
        }
        for (const id of ids) {
          const general = index.find(id);
          if (general && general !== unit) generals.add(general);
        }
      }
    }
  }
  for (const unit of index.units) {
    if (findGeneralLinks(unit).some((link) => link.min >= 1)) generals.add(unit);
  }
  const units = index.units.filter((unit) => generals.has(unit)).map((unit) => unit.name);
  return { options: units.length > 0 ? [{ type: 'GeneralIfIncluded', units }] : [], unplaced };
}
