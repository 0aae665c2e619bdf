// What a builder unit row shows beside the name: enhancement sparkles and
// wizard and priest levels.
import type { ListUnit } from '../list/army-list.js';
import type { Unit } from '../model/index.js';

/** 1 for a heroic trait, plus 1 for an artefact, plus the number of enhancement choices. */
export function enhancementCount(listUnit: Pick<ListUnit, 'heroicTrait' | 'artifact' | 'enhancementChoices'>): number {
  const choices = Object.values(listUnit.enhancementChoices).filter((name) => name !== '').length;
  return (listUnit.heroicTrait ? 1 : 0) + (listUnit.artifact ? 1 : 0) + choices;
}

const LEVEL = /^(WIZARD|PRIEST) \((\d+)\)$/;

export type CasterLevels = { wizard: number | null; priest: number | null };

/** The n of 'WIZARD (n)' and 'PRIEST (n)' among the unit's keywords; null when it is not one. */
export function casterLevels(unit: Pick<Unit, 'keywords'>): CasterLevels {
  const levels: CasterLevels = { wizard: null, priest: null };
  for (const keyword of unit.keywords) {
    const match = LEVEL.exec(keyword);
    if (match) levels[match[1] === 'WIZARD' ? 'wizard' : 'priest'] = Number(match[2]);
  }
  return levels;
}
