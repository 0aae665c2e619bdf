import { describe, expect, it } from 'vitest';

import { realArmy } from '../../test/real-game-data.js';
import { findUnit } from '../../test/test-kit.js';
import { warscrollWeapons } from './warscroll-weapons.js';

const names = (rows: { weapon: { name: string }; option: string | null }[]) => rows.map((row) => [row.weapon.name, row.option]);

describe('warscrollWeapons on real data', () => {
  it("lists the models' weapons, then the optional ones with the option granting them (Liberators)", () => {
    const weapons = warscrollWeapons(findUnit(realArmy('Stormcast Eternals'), 'Liberators'));
    expect(weapons.ranged).toEqual([]);
    expect(names(weapons.melee)).toEqual([
      ['Warhammer', null],
      ['Grandhammer', 'Grandhammer'],
    ]);
    expect(weapons.melee[0]!.weapon).toMatchObject({ attacks: '2', hit: '3+', wound: '3+', rend: '1', damage: '1' });
  });

  it('splits ranged from melee and shows a profile several models share once (Stormfiends)', () => {
    const weapons = warscrollWeapons(findUnit(realArmy('Skaven'), 'Stormfiends'));
    expect(weapons.ranged.length).toBeGreaterThan(0);
    expect(weapons.ranged.every((row) => row.weapon.kind === 'ranged' && row.weapon.range !== null)).toBe(true);
    expect(weapons.melee.every((row) => row.weapon.kind === 'melee')).toBe(true);
    const clubbing = weapons.melee.filter((row) => row.weapon.name === 'Clubbing Blows');
    expect(clubbing).toHaveLength(1);
  });
});
