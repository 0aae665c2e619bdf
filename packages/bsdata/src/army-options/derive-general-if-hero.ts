import type { KnownArmyOption } from '@scrolldex/rules/model';

import { findGeneralLinks } from './find-general-links.js';
import type { ArmyUnitIndex } from './index-army-units.js';
import { isHero, isHeroWarscroll } from './is-hero.js';

type GeneralIfHero = Extract<KnownArmyOption, { type: 'GeneralIfHero' }>;

/**
 * GeneralIfHero: a warscroll that is not a HERO, made one by this army and
 * given the General upgrade (The Clattering Procession's Black Coach). A
 * General link that must be taken is GeneralIfIncluded instead. Library
 * non-heroes with a General link in every army (Skull Cannon, Steam Tank …)
 * are not heroes here, cannot lead a regiment, so cannot be the general.
 */
export function deriveGeneralIfHero(index: ArmyUnitIndex): GeneralIfHero[] {
  const units = index.units.filter((unit) => {
    if (!isHero(unit) || isHeroWarscroll(unit)) return false;
    const links = findGeneralLinks(unit);
    return links.length > 0 && links.every((link) => link.min < 1);
  });
  return units.length > 0 ? [{ type: 'GeneralIfHero', units: units.map((unit) => unit.name) }] : [];
}
