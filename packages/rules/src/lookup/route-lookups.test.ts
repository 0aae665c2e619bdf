import { describe, expect, it } from 'vitest';

import { loadRealGameData } from '../../test/real-game-data.js';
import type { GameData } from '../model/index.js';
import { findArmy } from './find-army.js';
import { findLore } from './find-lore.js';
import { findRegimentOfRenown } from './find-regiment-of-renown.js';
import { findUnitForRoute, UNIVERSAL_UNITS_ARMY } from './find-unit-for-route.js';

const data = loadRealGameData();

describe('findArmy and findRegimentOfRenown', () => {
  it('find by exact name, then ignoring case and punctuation', () => {
    expect(findArmy(data, 'Stormcast Eternals')?.name).toBe('Stormcast Eternals');
    expect(findArmy(data, 'stormcast-eternals')?.name).toBe('Stormcast Eternals');
    expect(findArmy(data, 'Stormcast Eternals - Draconith Skywing')?.isArmyOfRenown).toBe(true);
    expect(findArmy(data, 'Nobody')).toBeNull();
    expect(findRegimentOfRenown(data, "Veremord's Shamblers")?.points).toBe(210);
    expect(findRegimentOfRenown(data, 'VEREMORDS SHAMBLERS')?.name).toBe("Veremord's Shamblers");
    expect(findRegimentOfRenown(data, 'Nobody')).toBeNull();
  });
});

describe('findUnitForRoute', () => {
  it("finds 'Liberators' in Stormcast Eternals, ignoring case and punctuation", () => {
    const found = findUnitForRoute(data, 'Stormcast Eternals', 'liberators');
    expect(found?.unit.name).toBe('Liberators');
    expect(found?.army?.name).toBe('Stormcast Eternals');
    expect(found?.context).toBe('army');
    expect(findUnitForRoute(data, 'stormcast eternals', 'Liberators!')?.unit.name).toBe('Liberators');
    expect(findUnitForRoute(data, 'Stormcast Eternals', 'Corpse Cart')).toBeNull();
    expect(findUnitForRoute(data, 'Nobody', 'Liberators')).toBeNull();
  });

  it("finds a regiment of renown's unit through 'RoR - <name>' in its source army", () => {
    const found = findUnitForRoute(data, "RoR - Veremord's Shamblers", 'Deadwalker Zombies');
    expect(found?.context).toBe('regimentOfRenown');
    expect(found?.army?.name).toBe('Soulblight Gravelords');
    expect(found?.unit).toBe(data.armies['Soulblight Gravelords']!.units.find((unit) => unit.name === 'Deadwalker Zombies'));
    expect(findUnitForRoute(data, "RoR - Veremord's Shamblers", 'Liberators')).toBeNull();
    expect(findUnitForRoute(data, 'RoR - Nobody', 'Deadwalker Zombies')).toBeNull();
  });

  it("falls back to any army, then to the regiment's own copy, when the source armies lack the warscroll", () => {
    const regiment = findRegimentOfRenown(data, "Veremord's Shamblers")!;
    const moved: GameData = { ...data, regimentsOfRenown: [{ ...regiment, sourceArmies: ['Stormcast Eternals'] }] };
    expect(findUnitForRoute(moved, "RoR - Veremord's Shamblers", 'Corpse Cart')?.army?.name).toBe('Soulblight Gravelords');
    const orphan: GameData = { ...moved, armies: { 'Stormcast Eternals': data.armies['Stormcast Eternals']! } };
    const found = findUnitForRoute(orphan, "RoR - Veremord's Shamblers", 'Corpse Cart');
    expect(found).toEqual({ unit: regiment.units.find((entry) => entry.unit.name === 'Corpse Cart')!.unit, army: null, context: 'regimentOfRenown' });
  });

  it('finds universal manifestation warscrolls under UniversalUnits', () => {
    expect(findUnitForRoute(data, UNIVERSAL_UNITS_ARMY, 'purple sun of shyish')).toMatchObject({
      unit: { name: 'Purple Sun of Shyish' },
      army: null,
      context: 'universal',
    });
    expect(findUnitForRoute(data, UNIVERSAL_UNITS_ARMY, 'Liberators')).toBeNull();
  });
});

describe('findLore', () => {
  it('finds a universal manifestation lore first, with its warscrolls', () => {
    const found = findLore(data, 'forbidden power')!;
    expect(found.army).toBeNull();
    expect(found.lore.name).toBe('Forbidden Power');
    expect(found.units.map((unit) => unit.name)).toEqual(found.lore.units);
  });

  it("finds an army's own manifestation lore with the army and its warscrolls", () => {
    const found = findLore(data, 'Manifestations of the Storm')!;
    expect(found.army?.name).toBe('Stormcast Eternals');
    expect(found.units.map((unit) => unit.name)).toEqual(['Everblaze Comet', 'Celestian Vortex', 'Dais Arcanum']);
    expect(findLore(data, 'No Such Lore')).toBeNull();
  });
});
