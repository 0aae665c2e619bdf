import { beforeAll, describe, expect, it } from 'vitest';

import type { Unit } from '@scrolldex/rules/model';

import type { DataSet } from '../catalogue/load-data-set.js';
import { loadRealDataSet } from '../../test/load-real-data-set.js';
import { readUniversalUnits } from './read-universal-units.js';

describe('readUniversalUnits on main', () => {
  let dataSet: DataSet;
  let warningsBefore: number;
  let units: Unit[];
  beforeAll(async () => {
    dataSet = await loadRealDataSet();
    warningsBefore = dataSet.report.warnings.length;
    units = readUniversalUnits(dataSet);
  });

  it('converts the 18 universal manifestations of the game system', () => {
    expect(units.map((unit) => unit.name)).toEqual([
      'Krondspine Incarnate of Ghur',
      'Purple Sun of Shyish',
      'Soulsnare Shackles',
      'Soulscream Bridge',
      'Aethervoid Pendulum',
      'Chronomantic Cogs',
      'The Burning Head',
      'Horrorghast',
      'Malevolent Maelstrom',
      'Shards of Valagharr',
      'Lauchon the Soulseeker',
      'Quicksilver Swords',
      'Emerald Lifeswarm',
      "Ravenak's Gnashing Jaws",
      'Suffocating Gravetide',
      'Geminids of Uhl-Gysh',
      'Umbral Spellportal',
      'Prismatic Palisade',
    ]);
    for (const unit of units) {
      expect(unit.type, unit.name).toBe('Manifestation');
      expect(unit.points, unit.name).toBe(0);
      expect(unit.keywords, unit.name).toContain('MANIFESTATION');
    }
    expect(dataSet.report.warnings.slice(warningsBefore)).toEqual([]);
  });

  it('reads the warscroll of Purple Sun of Shyish as the XML has it', () => {
    const sun = units.find((unit) => unit.name === 'Purple Sun of Shyish')!;
    expect(sun).toMatchObject({
      id: 'e7a5-e611-4c13-22d0',
      move: '8"',
      health: '10',
      save: '6+',
      control: null,
      banishment: '7+',
      ward: '6+',
    });
    expect(sun.keywords).toEqual(expect.arrayContaining(['WARD (6+)', 'MANIFESTATION', 'ENDLESS SPELL', 'FLY']));
    expect(sun.abilities.map((ability) => ability.name)).toEqual(['End Given Form', 'Pull of the Nadir']);
    expect(sun.models[0]!.baseSize).toBe('100x70mm');
    expect(sun.models[0]!.weapons.basic.map((weapon) => weapon.name)).toContain('Transmuting Rays');
  });
});
