import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../test/builders.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { buildArmyLookup } from '../lookup/build-army-lookup.js';
import { hasWeaponKind, resolveBattleUnits, resolveListTable } from './battle-units.js';
import { usableLores } from './list-casting.js';

const lookup = (army: string) => buildArmyLookup(loadRealGameData(), army)!;

describe('resolveBattleUnits on real lists', () => {
  it('brings list units, the regiment of renown, faction terrain and summoned manifestations, each warscroll once', () => {
    const list = makeList('Skaven', {
      regiments: [makeRegiment('Grey Seer', ['Clanrats', 'Clanrats']), makeRegiment('Warlock Engineer')],
      auxiliaryUnits: [makeUnit('Clanrats'), makeUnit('No Such Unit')],
      regimentOfRenown: "Brand's Oathbound",
      regimentOfRenownUnits: [makeUnit('Gunnar Brand'), makeUnit('Singri Brand'), makeUnit('The Oathsworn Kin')],
      factionTerrain: 'Gnawhole',
      manifestationLore: 'Forbidden Power',
    });
    const units = resolveBattleUnits(list, lookup('Skaven'));
    expect(units.map((unit) => [unit.unit.name, unit.role, unit.entries.length])).toEqual([
      ['Grey Seer', 'list', 1],
      ['Clanrats', 'list', 3],
      ['Warlock Engineer', 'list', 1],
      ['Gunnar Brand', 'list', 1],
      ['Singri Brand', 'list', 1],
      ['The Oathsworn Kin', 'list', 1],
      ['Gnawhole', 'terrain', 0],
      ['Horrorghast', 'manifestation', 0],
      ['Lauchon the Soulseeker', 'manifestation', 0],
      ['Shards of Valagharr', 'manifestation', 0],
      ['Soulscream Bridge', 'manifestation', 0],
    ]);
  });

  it('tells melee from ranged warscrolls', () => {
    const units = lookup('Kharadron Overlords').units;
    expect(hasWeaponKind(units.get('grundstokthunderers')!, 'ranged')).toBe(true);
    expect(hasWeaponKind(units.get('zontariendrindock')!, 'ranged')).toBe(false);
    const khorne = lookup('Blades of Khorne').units;
    expect(hasWeaponKind(khorne.get('bloodwarriors')!, 'melee')).toBe(true);
    expect(hasWeaponKind(khorne.get('bloodwarriors')!, 'ranged')).toBe(false);
  });

  it("brings the manifestation lore's warscrolls only when a unit of the list can summon them", () => {
    const skaven = (leader: string) => makeList('Skaven', { regiments: [makeRegiment(leader, ['Clanrats'])], manifestationLore: 'Forbidden Power' });
    const names = (leader: string) => resolveBattleUnits(skaven(leader), lookup('Skaven')).map((unit) => unit.unit.name);
    expect(names('Grey Seer')).toContain('Horrorghast');
    // Clawlord is neither a wizard nor a priest; Plague Priest is a priest, and Forbidden Power is summoned by spells.
    expect(names('Clawlord')).toEqual(['Clawlord', 'Clanrats']);
    expect(names('Plague Priest')).toEqual(['Plague Priest', 'Clanrats']);
  });

  it('brings the lores the list can use with its warscrolls, as usableLores reads them from those warscrolls', () => {
    const skaven = (leader: string) =>
      makeList('Skaven', {
        regiments: [makeRegiment(leader, ['Clanrats'])],
        spellLore: 'Lore of Ruin',
        manifestationLore: 'Forbidden Power',
        factionTerrain: 'Gnawhole',
      });
    for (const leader of ['Grey Seer', 'Clawlord']) {
      const { battleUnits, lores } = resolveListTable(skaven(leader), lookup('Skaven'));
      expect(battleUnits).toEqual(resolveBattleUnits(skaven(leader), lookup('Skaven')));
      expect(lores).toEqual(usableLores(skaven(leader), lookup('Skaven'), battleUnits));
    }
    expect(resolveListTable(skaven('Grey Seer'), lookup('Skaven')).lores.map((lore) => lore.name)).toEqual(['Lore of Ruin', 'Forbidden Power']);
    expect(resolveListTable(skaven('Clawlord'), lookup('Skaven')).lores).toEqual([]);
  });
});
