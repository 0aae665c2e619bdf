// Plain words find abilities: the name of every warscroll ability of ten
// armies, typed as a player would, finds the unit that has it near the top.
import { describe, expect, it } from 'vitest';

import { loadRealGameData } from '../../test/real-game-data.js';
import { realSearchIndex } from '../../test/real-search-index.js';
import { nameKey } from '../shared/name-key.js';
import { searchGameData } from './search.js';

const ARMIES = [
  'Stormcast Eternals',
  'Skaven',
  'Cities of Sigmar',
  'Flesh-eater Courts',
  'Daughters of Khaine',
  'Seraphon',
  'Slaves to Darkness',
  'Soulblight Gravelords',
  'Ironjawz',
  'Nighthaunt',
];
const TOP = 5;

const index = realSearchIndex;

let namesakeCounts: Map<string, number> | undefined;
/** How many results are named so, or hold an ability so named: when more than five, all of them may come first. */
function namesakes(name: string): number {
  if (!namesakeCounts) {
    namesakeCounts = new Map();
    for (const entry of index().entries) {
      for (const key of new Set([entry.nameKey, ...entry.abilities.map((ability) => ability.nameKey)]))
        namesakeCounts.set(key, (namesakeCounts.get(key) ?? 0) + 1);
    }
  }
  return namesakeCounts.get(nameKey(name)) ?? 0;
}

function holdsWords(name: string, words: string): boolean {
  return words.split(/\s+/).every((word) => nameKey(name).includes(nameKey(word)));
}

describe('plain words find abilities on the real data', () => {
  it.each(ARMIES)(
    'the name of every ability of a %s warscroll finds its unit in the first 5 results',
    (armyName) => {
      const army = loadRealGameData().armies[armyName]!;
      const missed: string[] = [];
      let checked = 0;
      for (const unit of army.units) {
        for (const ability of unit.abilities) {
          checked++;
          const hits = searchGameData(index(), ability.name).hits;
          const position = hits.findIndex((hit) => hit.doc.kind === 'unit' && hit.doc.name === unit.name && hit.doc.armies.includes(armyName));
          const within = Math.max(TOP, namesakes(ability.name));
          if (position < 0 || position >= within)
            missed.push(`${ability.name} (${unit.name}): ${position < 0 ? 'not found' : `result ${position + 1} of ${within}`}`);
          // The hit names the ability it was found by, unless the unit's own name holds its words.
          else if (!holdsWords(unit.name, ability.name)) expect(hits[position]!.abilities.map((found) => found.name)).toContain(ability.name);
        }
      }
      expect(checked).toBeGreaterThan(40);
      expect(missed).toEqual([]);
    },
    60_000,
  );
});
