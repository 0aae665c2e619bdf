import type { KnownArmyOption } from '@scrolldex/rules/model';

import { findGeneralLinks } from './find-general-links.js';
import type { ArmyUnitIndex } from './index-army-units.js';
import { isHero, isRestrictedFromGeneral } from './is-hero.js';

type RequiredGeneral = Extract<KnownArmyOption, { type: 'RequiredGeneral' }>;

/**
 * RequiredGeneral, written two ways. (a) A unit must take the General upgrade
 * (its General link has min 1: The Magnate's Crew's Arkanaut Ironclad). (b)
 * Every other hero carries a static Restrict General (Trugg's Troggherd): the
 * heroes left free are the ones the general must be chosen from. A `min 1
 * roster` on a hero is not this rule: it is MustBeIncluded (Sigdex conflates them).
 */
export function deriveRequiredGeneral(index: ArmyUnitIndex): RequiredGeneral[] {
  // Only a regiment leader, so only a HERO, can be the general.
  const heroes = index.units.filter(isHero);
  const mustTakeGeneral = heroes.filter((unit) => findGeneralLinks(unit).some((link) => link.min >= 1));
  if (mustTakeGeneral.length > 0) return [{ type: 'RequiredGeneral', units: mustTakeGeneral.map((unit) => unit.name) }];

  const free = heroes.filter((unit) => !isRestrictedFromGeneral(unit));
  if (free.length === 0 || free.length === heroes.length) return [];
  return [{ type: 'RequiredGeneral', units: free.map((unit) => unit.name) }];
}
