import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../test/builders.js';
import type { ArmyList, ListUnit } from '../list/army-list.js';
import { hashListContent, needsValidation } from './content-hash.js';

function sample(): ArmyList {
  return makeList('Stormcast Eternals', {
    formation: 'Vanguard Wing',
    spellLore: 'Lore of the Storm',
    regiments: [
      makeRegiment(makeUnit('Knight-Arcanum', { general: true, heroicTrait: 'Envoy of the Heavens' }), [
        makeUnit('Liberators', { reinforced: true, weapons: { Liberator: [{ name: 'Grandhammer', count: 2 }] } }),
      ]),
    ],
    auxiliaryUnits: [makeUnit('Vindictors', { enhancementChoices: { 'Scars of War': 'Hunter of Fiends', 'Other Table': 'X' } })],
  });
}

/** The same value with every object's keys in reverse order. */
function reverseKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reverseKeys) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([key, child]) => [key, reverseKeys(child)]),
    ) as T;
  }
  return value;
}

describe('hashListContent', () => {
  it('is its format and eight hex digits, and stable', () => {
    expect(hashListContent(sample())).toMatch(/^3-[0-9a-f]{8}$/);
    expect(hashListContent(sample())).toBe(hashListContent(sample()));
  });

  it('keeps its value: a change of the hash makes every stored list stale, so it is made on purpose (HASH_FORMAT)', () => {
    expect(hashListContent(sample(), 'rev-1')).toBe('3-8f049a56');
  });

  it('tells apart texts that only move between neighbouring values', () => {
    const unit = makeUnit('Liberators');
    const variants: ListUnit[] = [
      { ...unit, artifact: 'Hammer', heroicTrait: null },
      { ...unit, artifact: null, heroicTrait: 'Hammer' },
      { ...unit, upgrades: ['Wings', 'Trophy'] },
      { ...unit, upgrades: ['WingsTrophy'] },
      { ...unit, upgrades: ['Wings', '', 'Trophy'] },
      { ...unit, enhancementChoices: { Table: 'Choice' } },
      { ...unit, enhancementChoices: { TableChoice: '' } },
      { ...unit, weapons: { Liberator: [{ name: 'Grandhammer', count: 12 }] } },
      { ...unit, weapons: { Liberator: [{ name: 'Grandhammer1', count: 2 }] } },
    ];
    const hashes = variants.map((variant) => hashListContent(makeList('Stormcast Eternals', { auxiliaryUnits: [variant] })));
    expect(new Set(hashes).size).toBe(variants.length);
  });

  it('ignores what does not affect validation: name, timestamps, lock, ids, caches, folder', () => {
    const list = sample();
    const cosmetic: ArmyList = {
      ...list,
      id: 'other',
      name: 'Renamed',
      createdAt: 'x',
      modifiedAt: 'y',
      _createdAt: 1,
      _updatedAt: 2,
      locked: true,
      folderId: 'f',
      exportEncoded: 'e',
      qrImportLink: 'q',
      validationHash: 'h',
      lastValidation: 'error',
      lastPointsTotal: 5,
      errors: [{ code: 'GENERAL_MISSING', params: {} }],
      warnings: [{ code: 'NO_ARTIFACT', params: {} }],
    };
    expect(hashListContent(cosmetic)).toBe(hashListContent(list));
  });

  it('changes with anything validation reads', () => {
    const list = sample();
    const base = hashListContent(list);
    const changes: Partial<ArmyList>[] = [
      { faction: 'Seraphon' },
      { formation: null },
      { factionTerrain: 'Stormreach Portal' },
      { spellLore: null },
      { prayerLore: 'Prayers of the Stormhosts' },
      { manifestationLore: 'Forbidden Power' },
      { regimentOfRenown: "Urrgar's Maulerguts" },
      { regimentOfRenownUnits: [makeUnit('Urrgar')] },
      { battleTacticCard1: 'Smokescreen' },
      { battleTacticCard2: 'Smokescreen' },
      { pointsCap: 1000 },
      { validator: 'highlander' },
      { auxiliaryUnits: [] },
      { regiments: [...list.regiments, makeRegiment('Knight-Azyros')] },
    ];
    for (const change of changes) expect(hashListContent({ ...list, ...change }), JSON.stringify(change)).not.toBe(base);
  });

  it('folds in a data key when given one', () => {
    expect(hashListContent(sample(), 'rev-2')).not.toBe(hashListContent(sample(), 'rev-1'));
    expect(hashListContent(sample(), '')).toBe(hashListContent(sample()));
  });

  const unitArb: fc.Arbitrary<ListUnit> = fc.record({
    name: fc.constantFrom('Liberators', 'Vindictors', 'Knight-Arcanum', 'Prosecutors'),
    general: fc.boolean(),
    reinforced: fc.boolean(),
    artifact: fc.option(fc.constantFrom('Quicksilver Draught', 'Hammer of Might'), { nil: null }),
    heroicTrait: fc.option(fc.constantFrom('Envoy of the Heavens'), { nil: null }),
    enhancementChoices: fc.dictionary(fc.constantFrom('Scars of War', 'Other'), fc.string({ maxLength: 6 }), { maxKeys: 2 }),
    weapons: fc.dictionary(
      fc.constantFrom('Liberator', 'Vindictor', 'Prime'),
      fc.array(fc.record({ name: fc.constantFrom('Grandhammer', 'Grandblade', 'Spear'), count: fc.integer({ min: 0, max: 10 }) }), { maxLength: 3 }),
      { maxKeys: 3 },
    ),
    upgrades: fc.array(fc.constantFrom('Wings', 'Trophy Rack'), { maxLength: 2 }),
  });
  const listArb = fc
    .record({
      regiments: fc.array(fc.record({ leader: fc.option(unitArb, { nil: null }), units: fc.array(unitArb, { maxLength: 3 }) }), { maxLength: 3 }),
      auxiliaryUnits: fc.array(unitArb, { maxLength: 2 }),
      pointsCap: fc.constantFrom(1000, 2000),
    })
    .map((content) => makeList('Stormcast Eternals', content));

  it('is stable under key order (property)', () => {
    fc.assert(
      fc.property(listArb, (list) => {
        expect(hashListContent(reverseKeys(list))).toBe(hashListContent(list));
      }),
      { numRuns: 300 },
    );
  });

  it('changes when a unit changes (property)', () => {
    const edits: ((unit: ListUnit) => ListUnit)[] = [
      (unit) => ({ ...unit, name: `${unit.name}!` }),
      (unit) => ({ ...unit, general: !unit.general }),
      (unit) => ({ ...unit, reinforced: !unit.reinforced }),
      (unit) => ({ ...unit, artifact: unit.artifact === 'Other Artefact' ? null : 'Other Artefact' }),
      (unit) => ({ ...unit, heroicTrait: unit.heroicTrait === null ? 'Trait' : null }),
      (unit) => ({ ...unit, upgrades: [...unit.upgrades, 'Mark'] }),
      (unit) => ({ ...unit, enhancementChoices: { ...unit.enhancementChoices, New: 'Choice' } }),
      (unit) => ({ ...unit, weapons: { ...unit.weapons, Extra: [{ name: 'Axe', count: 1 }] } }),
    ];
    fc.assert(
      fc.property(listArb, unitArb, fc.nat(), fc.nat({ max: edits.length - 1 }), (list, extra, at, edit) => {
        const withUnit = { ...list, auxiliaryUnits: [...list.auxiliaryUnits, extra] };
        const units = withUnit.auxiliaryUnits;
        const index = at % units.length;
        const changed = { ...withUnit, auxiliaryUnits: units.map((unit, i) => (i === index ? edits[edit]!(unit) : unit)) };
        expect(hashListContent(changed)).not.toBe(hashListContent(withUnit));
      }),
      { numRuns: 300 },
    );
  });
});

describe('needsValidation', () => {
  it('is true until the stored hash matches and points are known', () => {
    const list = sample();
    expect(needsValidation(list)).toBe(true);
    const validated = { ...list, validationHash: hashListContent(list), lastPointsTotal: 480 };
    expect(needsValidation(validated)).toBe(false);
    expect(needsValidation({ ...validated, lastPointsTotal: null })).toBe(true);
    expect(needsValidation({ ...validated, name: 'Renamed', locked: true })).toBe(false);
    expect(needsValidation({ ...validated, pointsCap: 1000 })).toBe(true);
  });

  it('is true for a hash of an older format, even of the same content', () => {
    const list = sample();
    // What format 2 (FNV-1a over the bytes of the list's canonical JSON) stored for this list.
    expect(needsValidation({ ...list, validationHash: 'fa69cb52', lastPointsTotal: 480 })).toBe(true);
  });
});
