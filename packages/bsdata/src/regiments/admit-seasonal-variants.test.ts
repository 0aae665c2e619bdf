import { describe, expect, it } from 'vitest';

import type { Army, RegimentOption, Unit } from '@scrolldex/rules/model';

import { admitSeasonalVariants } from './admit-seasonal-variants.js';

function unit(name: string, regimentOptions: RegimentOption[] = []): Unit {
  return { name, battleProfile: { regimentOptions } } as unknown as Unit;
}

function option(unitNames: string[]): RegimentOption {
  return { min: 0, max: 1, unitNames, keywords: [], nonKeywords: [], subheroCategories: [], heroes: false };
}

describe('admitSeasonalVariants', () => {
  it('lets a seasonal variant join wherever its standard warscroll is named', () => {
    const leader = unit('Morathi-Khaine', [option(['Melusai Ironscale']), option(['Khainite Shadowstalkers'])]);
    const army = { units: [leader, unit('Melusai Ironscale'), unit('Melusai Ironscale (Scourge of Aqshy)')] } as unknown as Army;
    admitSeasonalVariants(army);
    expect(leader.battleProfile.regimentOptions.map((candidate) => candidate.unitNames)).toEqual([
      ['Melusai Ironscale', 'Melusai Ironscale (Scourge of Aqshy)'],
      ['Khainite Shadowstalkers'],
    ]);
  });
});
