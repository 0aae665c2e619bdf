import { CATEGORY_RESTRICT_GENERAL } from '../ids.js';
import { items } from '../xml/xml-element.js';
import type { ArmyUnit } from './index-army-units.js';

/** The HERO keyword category of the game system (ids.ts is shared; this pass alone needs it). */
const CATEGORY_HERO = '6e72-1656-d554-528a';

/** A HERO in this army (an army of renown can make a warscroll a hero: the Black Coach). */
export function isHero(unit: ArmyUnit): boolean {
  return unit.converted.unit.keywords.includes('HERO');
}

/** Whether the warscroll itself, before any army adds keywords, is a HERO. */
export function isHeroWarscroll(unit: ArmyUnit): boolean {
  return items(unit.converted.source.entry, 'categoryLinks').some((link) => link.attrs.targetId === CATEGORY_HERO);
}

/** Whether the unit can never be the general in this army (a static Restrict General category). */
export function isRestrictedFromGeneral(unit: ArmyUnit): boolean {
  return unit.converted.categories.ids.has(CATEGORY_RESTRICT_GENERAL);
}
