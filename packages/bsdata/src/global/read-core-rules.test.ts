import { beforeAll, describe, expect, it } from 'vitest';

import type { DataSet } from '../catalogue/load-data-set.js';
import { HANDBOOKS } from '../handbook.js';
import { WarningReport } from '../report/warning-report.js';
import { loadRealDataSet } from '../../test/load-real-data-set.js';
import { readCoreRules } from './read-core-rules.js';

const GHB_2025_26 = HANDBOOKS.find((handbook) => handbook.season === '2025-26')!;

/** The same files read as a roster of an older handbook: the per-season switches flip. */
function asHandbook(dataSet: DataSet, handbook: typeof GHB_2025_26): DataSet {
  return { ...dataSet, handbook, context: { ...dataSet.context, forces: new Set([handbook.id]) }, report: new WarningReport() };
}

describe('readCoreRules on main (General’s Handbook 2026-27)', () => {
  let dataSet: DataSet;
  let warningsBefore: number;
  let rules: ReturnType<typeof readCoreRules>;
  beforeAll(async () => {
    dataSet = await loadRealDataSet();
    warningsBefore = dataSet.report.warnings.length;
    rules = readCoreRules(dataSet);
  });

  it('reads the keyword abilities the game system categories link (or that are named after a keyword), one entry per ability', () => {
    expect(rules.keywordAbilities.map(({ keywords, ability }) => [ability.name, keywords])).toEqual([
      ['Guarded Hero', ['HERO']],
      ['Ward Save', ['WARD (6+)', 'WARD (5+)', 'WARD (4+)', 'WARD (3+)']],
      ['Fly', ['FLY']],
      ['Beast', ['BEAST']],
    ]);
    const fly = rules.keywordAbilities.find(({ ability }) => ability.name === 'Fly')!.ability;
    expect(fly).toMatchObject({ id: '8e01-c601-8a44-8f74', type: 'Passive', color: 'grey', typeAttribute: 'movement' });
    expect(fly.effect).toMatch(/^As this unit moves, it ignores other models/);
  });

  it('splits the shared rules into weapon abilities and terrain rules', () => {
    expect(rules.weaponAbilities.map((rule) => rule.name)).toEqual([
      'Crit (2 Hits)',
      'Companion',
      'Anti-X (+1 Rend)',
      'Charge (+1 Damage)',
      'Crit (Auto-wound)',
      'Crit (Mortal)',
      'Shoot In Combat',
    ]);
    expect(rules.terrainAbilities.map((rule) => rule.name)).toEqual(['Cover', 'Impassable', 'Obscuring', 'Place of Power', 'Unstable']);
    expect(rules.weaponAbilities[0]!.description).toMatch(/^If an attack made with this weapon scores a critical hit, that attack scores 2 hits/);
  });

  it('takes the Obscuring rule of the current handbook', () => {
    const obscuring = rules.terrainAbilities.find((rule) => rule.name === 'Obscuring')!;
    expect(obscuring.description).toBe(
      'A unit cannot be targeted by shooting attacks if it is behind or wholly on this terrain feature, unless it has the **^^Fly^^** keyword.',
    );
  });

  it('reads one ability per command model, the 2026-27 Champion included', () => {
    expect(rules.commandModelAbilities.map(({ model, ability }) => [model, ability.id])).toEqual([
      ['Standard Bearer', '1ec9-5b34-74df-6e40'],
      ['Champion', 'cfed-845b-b46c-fc6d'],
      ['Musician', 'ef81-53a1-5559-5aa1'],
    ]);
    const champion = rules.commandModelAbilities.find(({ model }) => model === 'Champion')!.ability;
    expect(champion.effect).toContain('this ability affects this unit');
  });

  it('takes the 2026-27 Activate Place of Power', () => {
    expect(rules.placeOfPower).toMatchObject({ id: '6968-28a3-3f2c-dfcc', type: 'Activated', timing: 'Start of Any Turn' });
    expect(rules.placeOfPower!.keywords).toEqual(['CORE']);
  });

  it('maps every shared profile, so it reports nothing', () => {
    expect(dataSet.report.warnings.slice(warningsBefore)).toEqual([]);
  });
});

describe('readCoreRules read as General’s Handbook 2025-26', () => {
  it('switches Obscuring, Champion and Activate Place of Power to their 2025-26 wording', async () => {
    const dataSet = asHandbook(await loadRealDataSet(), GHB_2025_26);
    const rules = readCoreRules(dataSet);
    expect(rules.terrainAbilities.find((rule) => rule.name === 'Obscuring')!.description).toMatch(/^While every model in a non-\*\*\^\^Monster\^\^\*\* unit/);
    expect(rules.terrainAbilities.filter((rule) => rule.name === 'Obscuring')).toHaveLength(1);
    expect(rules.commandModelAbilities.find(({ model }) => model === 'Champion')!.ability.id).toBe('6ba-36a4-3848-65d1');
    expect(rules.placeOfPower).toMatchObject({ id: '83a0-e945-ccde-9525', timing: 'Once Per Turn (Army), Start of Any Turn' });
  });
});
