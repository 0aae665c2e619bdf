import { describe, expect, it } from 'vitest';

import { loadRealGameData } from '../../test/real-game-data.js';
import { seasonalVariant } from './seasonal-variant.js';

describe('seasonalVariant', () => {
  it('splits the season off a variant name, in either season', () => {
    expect(seasonalVariant('Brutes (Scourge of Aqshy)')).toEqual({ name: 'Brutes', season: 'Scourge of Aqshy', short: 'SoA' });
    expect(seasonalVariant('Iridan the Witness (Scourge of Ghyran)')).toEqual({ name: 'Iridan the Witness', season: 'Scourge of Ghyran', short: 'SoG' });
  });

  it('leaves standard warscrolls alone', () => {
    expect(seasonalVariant('Liberators')).toBeNull();
    expect(seasonalVariant('(Scourge of Ghyran)')).toBeNull();
  });

  it('finds the variants of the real data and nothing else', () => {
    const names = Object.values(loadRealGameData().armies).flatMap((army) => army.units.map((unit) => unit.name));
    const variants = names.filter((name) => seasonalVariant(name) !== null);
    expect(variants.length).toBeGreaterThan(0);
    for (const name of variants) expect(name).toMatch(/\(Scourge of (Ghyran|Aqshy)\)$/);
  });
});
