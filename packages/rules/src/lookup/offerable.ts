import { AUTO_ENDRIN } from '../list/terrain-companions.js';
import type { Unit } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';

/** Whether any picker may offer the unit at all. */
export function isOfferable(unit: Pick<Unit, 'name'>): boolean {
  return nameKey(unit.name) !== nameKey(AUTO_ENDRIN);
}

export function isHero(unit: Pick<Unit, 'keywords'>): boolean {
  return unit.keywords.includes('HERO');
}

/** Manifestations and faction terrain never stand in a regiment or as auxiliaries. */
export function canJoinRegiment(unit: Pick<Unit, 'type'>): boolean {
  return unit.type !== 'Manifestation' && unit.type !== 'Terrain';
}
