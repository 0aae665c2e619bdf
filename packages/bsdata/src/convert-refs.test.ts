import { beforeAll, describe, expect, it } from 'vitest';

import type { GameData } from '@scrolldex/rules/model';
import { loadRealGameData, loadReleaseGameData } from '@scrolldex/rules/test/real-game-data';
import { RELEASE_FOR_TESTS } from '@scrolldex/test-harness/pinned-data';

import { convertDataSet } from './convert-data-set.js';
import { openGameDataRepo, readDataFilesAtRef } from './node/index.js';
import { DATA_REPO } from '../test/data-repo.js';

const REFS = ['battlescroll-2025-12', 'battlescroll-2026-03', 'battlescroll-2026-06', 'main'] as const;
type Ref = (typeof REFS)[number];

/**
 * The refs the run's test data converted already with this converter (tooling/test-data names its files by a hash of
 * the converter's sources and fails when a conversion does not fit the schema): read, not converted again, which cost
 * some 3.5 s of CPU each.
 */
const CONVERTED_FOR_THE_RUN = new Map<string, () => GameData>([
  ['main', loadRealGameData],
  [RELEASE_FOR_TESTS, loadReleaseGameData],
]);

const converted = new Map<Ref, GameData>();

beforeAll(async () => {
  const repo = await openGameDataRepo(DATA_REPO, '');
  if (!repo.ok) throw new Error(repo.errors.map((error) => error.message).join('; '));
  for (const ref of REFS) {
    const ofTheRun = CONVERTED_FOR_THE_RUN.get(ref);
    if (ofTheRun) {
      converted.set(ref, ofTheRun());
      continue;
    }
    const read = await readDataFilesAtRef(repo.value, ref);
    if (!read.ok) throw new Error(read.errors.map((error) => error.message).join('; '));
    converted.set(ref, convertDataSet(read.value.files, { ref, commit: read.value.commit }).data);
  }
}, 120_000);

function unitPoints(data: GameData, army: string, unit: string): number | undefined {
  return data.armies[army]?.units.find((candidate) => candidate.name === unit)?.points;
}

describe('converting every branch and tag of the data repository', () => {
  it('records the handbook each ref is for and the commit it came from', () => {
    expect(REFS.map((ref) => converted.get(ref)!.handbook.season)).toEqual(['2025-26', '2025-26', '2026-27', '2026-27']);
    for (const ref of REFS) {
      expect(converted.get(ref)!.source.ref).toBe(ref);
      expect(converted.get(ref)!.source.commit).toMatch(/^[0-9a-f]{40}$/);
    }
  });

  it('switches seasonal variants with the handbook: Scourge of Ghyran in 2025-26, Scourge of Aqshy in 2026-27', () => {
    const scourge = (ref: Ref, season: string) =>
      Object.values(converted.get(ref)!.armies).flatMap((army) => army.units.filter((unit) => unit.name.endsWith(`(Scourge of ${season})`)));
    expect(scourge('battlescroll-2025-12', 'Ghyran').length).toBeGreaterThan(0);
    expect(scourge('battlescroll-2025-12', 'Aqshy')).toHaveLength(0);
    expect(scourge('main', 'Ghyran')).toHaveLength(0);
    expect(scourge('main', 'Aqshy').length).toBeGreaterThan(0);
    expect(unitPoints(converted.get('battlescroll-2025-12')!, 'Stormcast Eternals', 'Iridan the Witness (Scourge of Ghyran)')).toBe(320);
  });

  it('switches enhancement sub-tables with the handbook (Cities of Sigmar heroic traits)', () => {
    const sets = (ref: Ref) =>
      converted
        .get(ref)!
        .armies['Cities of Sigmar']!.enhancementTables.find((table) => table.name === 'Heroic Traits')!
        .sets.map((set) => set.name);
    expect(sets('battlescroll-2025-12')).toEqual(['Sentinels of Order', 'Castelite Veterans']);
    expect(sets('main')).toEqual(['Sentinels of Order', 'Sentinels of Order']);
  });

  it('switches the battle tactic deck with the handbook', () => {
    expect(converted.get('battlescroll-2025-12')!.battleTacticCards.map((card) => card.name)).toContain('Attuned to Ghyran');
    expect(converted.get('main')!.battleTacticCards.map((card) => card.name)).toContain('Legend of the Parch');
  });

  it('shows the points that changed between battlescroll-2026-06 and main', () => {
    const before = converted.get('battlescroll-2026-06')!;
    const after = converted.get('main')!;
    const changes = Object.entries(after.armies).flatMap(([armyName, army]) =>
      army.units.flatMap((unit) => {
        const old = unitPoints(before, armyName, unit.name);
        return old !== undefined && old !== unit.points ? [`${armyName}: ${unit.name} ${old} -> ${unit.points}`] : [];
      }),
    );
    expect(changes).toEqual(
      expect.arrayContaining([
        'Ogor Mawtribes: Tyrant 130 -> 150',
        'Ogor Mawtribes: Frostlord on Thundertusk 230 -> 280',
        'Kruleboyz: Killaboss on Great Gnashtoof (Scourge of Aqshy) 230 -> 150',
      ]),
    );
    expect(changes).not.toContainEqual(expect.stringMatching(/^Stormcast Eternals: Liberators /));
  });

  it('converts the Path to Glory campaigns of every ref, each with its paths and their rank abilities', () => {
    for (const ref of REFS) {
      const campaigns = converted.get(ref)!.pathToGlory;
      // The Blighted Wilds gained the Paths of the Alchemist and the Woodsman in battlescroll-2026-03.
      expect(campaigns.map((campaign) => [campaign.name, campaign.paths.length])).toEqual([
        ['Ascension', 6],
        ['Blighted Wilds', ref === 'battlescroll-2025-12' ? 4 : 6],
        ['Ravaged Coast', 16],
        // Freeform plays with every campaign's paths; it was a work in progress until battlescroll-2026-06.
        [
          ref === 'battlescroll-2025-12' || ref === 'battlescroll-2026-03' ? 'Freeform [UNOFFICIAL, WIP]' : 'Freeform [UNOFFICIAL]',
          ref === 'battlescroll-2025-12' ? 26 : 28,
        ],
      ]);
      for (const path of campaigns.flatMap((campaign) => campaign.paths)) {
        expect(path.ranks.flatMap((rank) => rank.abilities).every((ability) => ability.effect !== '')).toBe(true);
      }
    }
  });

  it('converts older data with fewer armies of renown without failing', () => {
    const counts = REFS.map((ref) => Object.keys(converted.get(ref)!.armies).length);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts[3]).toBe(96);
  });
});
