import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../test/builders.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import type { ArmyList } from '../list/army-list.js';
import { changeFaction } from './change-faction.js';
import { cleanList } from './clean-list.js';
import { deepFreeze } from '../../test/test-kit.js';

function cleaned(list: ArmyList) {
  const result = cleanList(deepFreeze(list), loadRealGameData());
  if (!result.ok) throw new Error(result.errors[0]!.message);
  return result.value;
}

describe('cleanList on real data', () => {
  it('leaves a clean list alone: the same object, nothing removed', () => {
    const list = makeList('Skaven', {
      formation: 'Claw-horde',
      spellLore: 'Lore of Ruin',
      manifestationLore: 'Forbidden Power',
      factionTerrain: 'Gnawhole',
      battleTacticCard1: 'Smokescreen',
      regiments: [makeRegiment(makeUnit('Clawlord', { heroicTrait: 'Scurry Away', artifact: 'Foulhide' }), ['Clanrats'])],
      auxiliaryUnits: [makeUnit('Rat Ogors', { weapons: { 'Rat Ogor': [{ name: 'Warpfire Gun', count: 1 }] } })],
    });
    const result = cleaned(list);
    expect(result.removed).toEqual([]);
    expect(result.list).toBe(list);
  });

  it('after a data update: drops selections the data no longer has, and says what went', () => {
    const list = makeList('Skaven', {
      formation: 'Warpcog Convocation',
      manifestationLore: 'Manifestations of Ruin',
      battleTacticCard1: 'Intimidate the Invaders',
      battleTacticCard2: 'Smokescreen',
      regiments: [
        makeRegiment(
          makeUnit('Clawlord', {
            heroicTrait: 'Foulhide',
            artifact: 'Warpstone Charm',
            enhancementChoices: { 'Moulder Mutations': 'Extra Tail', 'Old Table': 'Transplanted Brains' },
          }),
          [makeUnit('Stormvermin of Old'), makeUnit('Clanrats', { upgrades: ['Bell of Doom'] })],
        ),
        makeRegiment('Warlord Skreech', ['Plague Monks of Old']),
      ],
      auxiliaryUnits: [
        makeUnit('Rat Ogors', {
          weapons: {
            'Rat Ogor': [
              { name: 'Warpfire Gun', count: 1 },
              { name: 'Warpstone Spikes', count: 1 },
            ],
            Packmaster: [{ name: 'Whip', count: 1 }],
          },
        }),
      ],
    });
    const { list: next, removed } = cleaned(list);
    expect(next.formation).toBe('Warpcog Convocation');
    expect(next.manifestationLore).toBeNull();
    expect([next.battleTacticCard1, next.battleTacticCard2]).toEqual([null, 'Smokescreen']);
    expect(next.regiments).toHaveLength(1);
    expect(next.regiments[0]!.leader).toEqual(makeUnit('Clawlord', { artifact: 'Warpstone Charm' }));
    expect(next.regiments[0]!.units.map((unit) => unit.name)).toEqual(['Clanrats']);
    expect(next.regiments[0]!.units[0]!.upgrades).toEqual([]);
    expect(next.auxiliaryUnits[0]!.weapons).toEqual({ 'Rat Ogor': [{ name: 'Warpfire Gun', count: 1 }] });
    expect(removed.map((removal) => removal.message)).toEqual([
      "Removed manifestation lore 'Manifestations of Ruin': not available to Skaven.",
      "Removed battle tactic card 'Intimidate the Invaders': no longer in the data.",
      "Removed heroic trait 'Foulhide' from Clawlord (leader of Regiment 1): no longer in the data.",
      "Removed enhancement 'Extra Tail' from Clawlord (leader of Regiment 1): no longer in the data.",
      "Removed enhancement 'Transplanted Brains' from Clawlord (leader of Regiment 1): no longer in the data.",
      'Removed Stormvermin of Old (Regiment 1): not a unit of Skaven.',
      "Removed option 'Bell of Doom' from Clanrats (Regiment 1): no longer in the data.",
      'Removed Warlord Skreech (leader of Regiment 2): not a unit of Skaven.',
      'Removed Plague Monks of Old (Regiment 2): not a unit of Skaven.',
      'Removed Regiment 2: it was left empty.',
      "Removed weapon option 'Warpstone Spikes' from Rat Ogors (Auxiliary Units): no longer in the data.",
      "Removed weapon option 'Whip' from Rat Ogors (Auxiliary Units): no longer in the data.",
    ]);
    expect(removed[5]).toMatchObject({ kind: 'unit', name: 'Stormvermin of Old', place: { section: 'regiment', regiment: 0, leader: false } });
  });

  it('keeps a leaderless regiment that still has units, but removes empty ones', () => {
    const { list: next, removed } = cleaned(
      makeList('Seraphon', { regiments: [makeRegiment('Slann of Yore', ['Saurus Warriors']), { leader: null, units: [] }] }),
    );
    expect(next.regiments).toEqual([{ leader: null, units: [makeUnit('Saurus Warriors')] }]);
    expect(removed.map((removal) => removal.message)).toEqual([
      'Removed Slann of Yore (leader of Regiment 1): not a unit of Seraphon.',
      'Removed Regiment 2: it was left empty.',
    ]);
  });

  it("names regiments as the export does: the general's, then the others numbered", () => {
    const list = makeList('Seraphon', {
      regiments: [
        makeRegiment('Slann of Yore'),
        makeRegiment(makeUnit('Saurus Oldblood', { general: true })),
        makeRegiment('Skink Starpriest', ['Saurus Warriors of Old']),
      ],
    });
    expect(cleaned(list).removed.map((removal) => removal.message)).toEqual([
      'Removed Slann of Yore (leader of Regiment 1): not a unit of Seraphon.',
      'Removed Regiment 1: it was left empty.',
      'Removed Saurus Warriors of Old (Regiment 2): not a unit of Seraphon.',
    ]);
  });

  it('clears a regiment of renown the army cannot take, and foreign units of one it can', () => {
    const foreign = cleaned(makeList('Seraphon', { regimentOfRenown: "Brand's Oathbound", regimentOfRenownUnits: [makeUnit('Gunnar Brand')] }));
    expect(foreign.list).toMatchObject({ regimentOfRenown: null, regimentOfRenownUnits: [] });
    expect(foreign.removed).toEqual([
      { kind: 'regimentOfRenown', name: "Brand's Oathbound", message: "Removed regiment of renown 'Brand's Oathbound': not available to Seraphon." },
    ]);
    const own = cleaned(
      makeList('Skaven', {
        regimentOfRenown: "Brand's Oathbound",
        regimentOfRenownUnits: [makeUnit('Gunnar Brand'), makeUnit('Singri Brand'), makeUnit('Clanrats')],
      }),
    );
    expect(own.list.regimentOfRenownUnits.map((unit) => unit.name)).toEqual(['Gunnar Brand', 'Singri Brand']);
    expect(own.removed[0]!.message).toBe("Removed Clanrats (Regiment of Renown): not a unit of Brand's Oathbound.");
  });

  it('reports an army the data does not have instead of emptying the list', () => {
    expect(cleanList(makeList('Squats'), loadRealGameData())).toEqual({
      ok: false,
      errors: [{ code: 'ARMY_NOT_FOUND', message: 'Army not found in game data: Squats.' }],
    });
  });
});

describe('changeFaction on real data', () => {
  it('Stormcast Eternals to Seraphon: sets the faction, cleans, and fills the new sole free terrain', () => {
    const list = deepFreeze(
      makeList('Stormcast Eternals', {
        formation: 'Vanguard Wing',
        factionTerrain: 'Stormreach Portal',
        spellLore: 'Lore of the Storm',
        prayerLore: 'Prayers of the Stormhosts',
        manifestationLore: 'Forbidden Power',
        regimentOfRenown: "Urrgar's Maulerguts",
        regiments: [makeRegiment(makeUnit('Knight-Arcanum', { general: true }), ['Liberators'])],
        auxiliaryUnits: [makeUnit('Vindictors')],
        validator: 'highlander',
      }),
    );
    const result = changeFaction(list, 'Seraphon', loadRealGameData());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.list).toMatchObject({
      faction: 'Seraphon',
      formation: null,
      factionTerrain: 'Realmshaper Engine',
      spellLore: null,
      prayerLore: null,
      manifestationLore: 'Forbidden Power',
      regimentOfRenown: null,
      regiments: [],
      auxiliaryUnits: [],
      validator: 'highlander',
      _updatedAt: list._updatedAt,
    });
    expect(result.value.removed.map((removal) => removal.kind)).toEqual([
      'formation',
      'factionTerrain',
      'spellLore',
      'prayerLore',
      'unit',
      'unit',
      'regiment',
      'unit',
      'regimentOfRenown',
    ]);
  });

  it('keeps what both armies share (Ironjawz to its army of renown Ironjawz - Ironsunz)', () => {
    const list = makeList('Ironjawz', { regiments: [makeRegiment('Megaboss', ['Ardboyz'])] });
    const result = changeFaction(list, 'Ironjawz - Ironsunz', loadRealGameData());
    expect(result.ok && result.value.list.regiments).toEqual(list.regiments);
  });

  it('refuses an army the data does not have', () => {
    expect(changeFaction(makeList('Skaven'), 'Squats', loadRealGameData())).toMatchObject({ ok: false, errors: [{ code: 'ARMY_NOT_FOUND' }] });
  });
});
