import { beforeAll, describe, expect, it } from 'vitest';

import type { Unit } from '@scrolldex/rules/model';

import type { ConversionWarning } from '../report/warning-report.js';
import { deriveUndersize } from './derive-undersize.js';
import { loadRealArmies, type RealArmies } from '../../test/load-real-armies.js';

let real: RealArmies;
let warnings: ConversionWarning[];

beforeAll(async () => {
  real = await loadRealArmies();
  const before = real.dataSet.report.warnings.length;
  for (const converted of real.armies) deriveUndersize(converted, real.dataSet);
  warnings = real.dataSet.report.warnings.slice(before);
});

function unitOf(army: string, name: string): Unit {
  const unit = real.army(army).army.units.find((candidate) => candidate.name === name);
  if (!unit) throw new Error(`${army} has no unit '${name}'`);
  return unit;
}

/** The model count an undersize unit's name states: 'Crypt Flayers (2 Models)' → 2. */
function statedSize(name: string): number | undefined {
  const match = /\((\d+) models?\)$/i.exec(name);
  return match ? Number(match[1]) : undefined;
}

const undersizeUnits = () =>
  real.armies.flatMap((converted) => converted.army.units.filter((unit) => unit.isUndersize).map((unit) => ({ army: converted.army.name, unit })));

describe('deriveUndersize on main', () => {
  it('conditions the one-model Concussors on the Lord-Celestant on Dracoth', () => {
    const undersize = unitOf('Stormcast Eternals', 'Dracothian Guard Concussors (1 model)');
    expect(undersize).toMatchObject({ isUndersize: true, points: 120 });
    expect(undersize.battleProfile).toMatchObject({ unitSize: 1, undersizeCondition: 'Lord-Celestant on Dracoth' });
    expect(undersize.models.map(({ min, max }) => ({ min, max }))).toEqual([{ min: 1, max: 1 }]);

    const full = unitOf('Stormcast Eternals', 'Dracothian Guard Concussors');
    expect(full).toMatchObject({ isUndersize: false });
    expect(full.battleProfile.undersizeCondition).toBeNull();
    expect(full.battleProfile.unitSize).toBeGreaterThan(1);
  });

  it('reads the enabling unit of every other army that has undersize links', () => {
    expect(unitOf('Flesh-eater Courts', 'Crypt Flayers (2 Models)').battleProfile.undersizeCondition).toBe('Crypt Infernal Courtier');
    expect(unitOf('Seraphon', 'Terradon Riders (2 Models)').battleProfile.undersizeCondition).toBe('Terradon Chief');
    // Stormdrake Guard (1 model) caps itself per regiment (scope parent), raised per Knight-Draconis.
    expect(unitOf('Stormcast Eternals - Draconith Skywing', 'Stormdrake Guard (1 model)').battleProfile.undersizeCondition).toBe('Knight-Draconis');
  });

  it('marks as undersize exactly the units whose name states a model count, and gives each a condition but Astral Templars', () => {
    for (const converted of real.armies) {
      for (const unit of converted.army.units) {
        expect(unit.isUndersize, `${converted.army.name}: ${unit.name}`).toBe(statedSize(unit.name) !== undefined);
      }
    }
    const unconditioned = undersizeUnits().filter(({ unit }) => unit.battleProfile.undersizeCondition === null);
    expect(new Set(unconditioned.map(({ army }) => army))).toEqual(new Set(['Stormcast Eternals - Astral Templars']));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ code: 'UNPLACED_UNDERSIZE_CONDITION', file: 'Stormcast Eternals - Astral Templars.cat' });
  });

  it('names an enabling unit of the same army', () => {
    for (const { army, unit } of undersizeUnits()) {
      const condition = unit.battleProfile.undersizeCondition;
      if (condition)
        expect(
          real.army(army).army.units.map((candidate) => candidate.name),
          `${army}: ${unit.name}`,
        ).toContain(condition);
    }
  });

  it('gives undersize units the model count of their name', () => {
    const wrong = undersizeUnits()
      .filter(({ unit }) => unit.battleProfile.unitSize !== statedSize(unit.name))
      .map(({ unit }) => `${unit.name}: ${unit.battleProfile.unitSize}`);
    expect(wrong).toEqual([]);
  });
});
