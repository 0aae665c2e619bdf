import type { KnownArmyOption } from '@scrolldex/rules/model';

import type { ArmyUnitIndex } from './index-army-units.js';
import { isHero, isRestrictedFromGeneral } from './is-hero.js';

type RequiredGeneral = Extract<KnownArmyOption, { type: 'RequiredGeneral' }>;

/**
 * RequiredGeneral: every other hero carries a static Restrict General (Trugg's
 * Troggherd), so the heroes left free are the ones the general must be chosen
 * from. A `min 1 roster` on a hero is not this rule: it is MustBeIncluded
 * (Sigdex conflates them). Nor is a General link the unit must take: that min
 * binds only where the unit is, so it is GeneralIfIncluded.
 */
export function deriveRequiredGeneral(index: ArmyUnitIndex): RequiredGeneral[] {
  // Only a regiment leader, so only a HERO, can be the general.
  const heroes = index.units.filter(isHero);
  const free = heroes.filter((unit) => !isRestrictedFromGeneral(unit));
  if (free.length === 0 || free.length === heroes.length) return [];
  return [{ type: 'RequiredGeneral', units: free.map((unit) => unit.name) }];
}
