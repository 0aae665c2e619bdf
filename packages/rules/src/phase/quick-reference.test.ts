import { describe, expect, it } from 'vitest';

import { realArmy } from '../../test/real-game-data.js';
import type { Unit } from '../model/index.js';
import { buildControlReference, buildMoveReference } from './quick-reference.js';

function unit(army: string, name: string): Unit {
  const found = realArmy(army).units.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No unit ${name} in ${army}`);
  return found;
}

describe('quick reference tables on real warscrolls', () => {
  it('prints Move as the warscroll does, dice included', () => {
    const units = [unit('Skaven', 'Doomwheel'), unit('Skaven', 'Clanrats'), unit('Skaven', 'Gnawhole')];
    expect(buildMoveReference(units)).toEqual({
      columns: ['Name', 'Move'],
      rows: [
        { name: 'Doomwheel', value: '2D6+7"', badges: [], changedBy: [] },
        { name: 'Clanrats', value: '6"', badges: [], changedBy: [] },
      ],
    });
  });

  it('badges standard bearers (+1) and beasts (max 1), reading the keyword when command models are missing', () => {
    const bearer = unit('Nighthaunt', 'Craventhrone Guard');
    expect(bearer.commandModels).not.toContain('Standard Bearer');
    expect(bearer.keywords).toContain('STANDARD BEARER (1/5)');
    const units = [
      bearer,
      unit('Stormcast Eternals', 'Gryph-hounds'),
      unit('Seraphon', 'Saurus Warriors'),
      unit('Seraphon', 'Skinks'),
      // Faction terrain prints '-' and has no row.
      unit('Nighthaunt', 'Nexus of Grief'),
    ];
    const rows = buildControlReference(units).rows;
    expect(rows.map((row) => [row.name, row.badges])).toEqual([
      ['Craventhrone Guard', ['(+1)']],
      ['Gryph-hounds', ['(max 1)']],
      ['Saurus Warriors', ['(+1)']],
      ['Skinks', []],
    ]);
    expect(rows[0]?.value).toBe(bearer.control);
  });

  it("names the abilities that change a unit's own control score (the skull), not those that change an enemy's or a target's", () => {
    const rows = buildControlReference([
      unit('Blades of Khorne', 'Skullreapers'),
      unit('Stormcast Eternals', 'Liberators'),
      // Subtracts from enemy units' control scores: not its own.
      unit('Blades of Khorne', 'Khorgorath'),
      // The Beast keyword ability has its own badge.
      unit('Stormcast Eternals', 'Gryph-hounds'),
    ]).rows;
    expect(rows.map((row) => [row.name, row.changedBy])).toEqual([
      ['Skullreapers', ['Trial of Skulls']],
      ['Liberators', ['Stalwart Defenders']],
      ['Khorgorath', []],
      ['Gryph-hounds', []],
    ]);
  });

  it('finds a unit whose own abilities change its control score in every army that has one, and no more than a few per army', () => {
    const armies = ['Blades of Khorne', 'Bonesplitterz', 'Gloomspite Gitz', 'Nighthaunt', 'Seraphon', 'Stormcast Eternals'];
    for (const army of armies) {
      const changed = buildControlReference(realArmy(army).units).rows.filter((row) => row.changedBy.length > 0);
      expect(changed.length, army).toBeGreaterThan(0);
      expect(changed.length, army).toBeLessThan(5);
    }
  });
});
