// The game data split into an index, a shared core and one part per army, and
// joined again, on the real data: nothing is lost, the armies keep their order,
// the index is small, and parts of two data sets never mix.
import { describe, expect, it } from 'vitest';

import { loadRealGameData } from '../../test/real-game-data.js';
import { buildBrowseTree } from '../lookup/build-browse-tree.js';
import { GameDataIndexSchema, joinArmyData, splitGameDataByArmy } from './game-data-parts.js';

const data = loadRealGameData();
const STORMCAST = 'Stormcast Eternals';

describe('splitGameDataByArmy', () => {
  it('gives every army its own part and joins back to the same data, armies in the same order', () => {
    const { index, core, armies } = splitGameDataByArmy(data);
    expect(Object.keys(armies)).toEqual(Object.keys(data.armies));
    const joined = joinArmyData(index, core, armies);
    expect(joined.ok && joined.value).toEqual(data);
    expect(joined.ok && Object.keys(joined.value.armies)).toEqual(Object.keys(data.armies));
  });

  it('names every army in a small index, with what the home screen needs and its count of warscrolls', () => {
    const { index } = splitGameDataByArmy(data);
    expect(GameDataIndexSchema.safeParse(index).success).toBe(true);
    expect(Object.keys(index.armies)).toEqual(Object.keys(data.armies));
    const stormcast = index.armies[STORMCAST]!;
    expect(stormcast).toMatchObject({ name: STORMCAST, alliance: 'ORDER', isArmyOfRenown: false, unitCount: data.armies[STORMCAST]!.units.length });
    expect(stormcast.armiesOfRenown).toEqual(data.armies[STORMCAST]!.armiesOfRenown);
    expect(stormcast.armiesOfRenown.length).toBeGreaterThan(0);
    expect(stormcast).not.toHaveProperty('units');
    // The home screen waits on the index alone: a few dozen KB against the whole data's megabytes.
    expect(JSON.stringify(index).length).toBeLessThan(JSON.stringify(data).length / 50);
  });

  it('builds the same home screen as the whole data', () => {
    const { index } = splitGameDataByArmy(data);
    for (const options of [
      { showLegends: false, filter: '', favouritesOnly: false, favourites: new Set<string>(), sort: 'alpha' as const },
      { showLegends: true, filter: 'sto', favouritesOnly: false, favourites: new Set<string>(), sort: 'points' as const },
      { showLegends: true, filter: '', favouritesOnly: true, favourites: new Set([STORMCAST]), sort: 'alpha' as const },
    ]) {
      expect(buildBrowseTree(index, options)).toEqual(buildBrowseTree(data, options));
    }
    expect(
      buildBrowseTree(index, { showLegends: true, filter: '', favouritesOnly: false, favourites: new Set(), sort: 'alpha' }).regimentsOfRenown.length,
    ).toBeGreaterThan(0);
  });

  it('keeps the rules every army shares in the core, and no army', () => {
    const { core } = splitGameDataByArmy(data);
    expect(core).not.toHaveProperty('armies');
    expect(core.regimentsOfRenown).toEqual(data.regimentsOfRenown);
    expect(core.universalManifestations).toEqual(data.universalManifestations);
    expect(core.coreRules).toEqual(data.coreRules);
  });
});

describe('joinArmyData', () => {
  it('gives the armies loaded so far, in the index order, whatever order they came in', () => {
    const { index, core, armies } = splitGameDataByArmy(data);
    const names = Object.keys(index.armies);
    const [first, second] = [names[0]!, names[names.length - 1]!];
    const joined = joinArmyData(index, core, { [second]: armies[second]!, [first]: armies[first]! });
    expect(joined.ok && Object.keys(joined.value.armies)).toEqual([first, second]);
    expect(joined.ok && joined.value.battleTacticCards).toEqual(data.battleTacticCards);
  });

  it('refuses an army the index does not name', () => {
    const { index, core, armies } = splitGameDataByArmy(data);
    const joined = joinArmyData(index, core, { 'Not An Army': armies[STORMCAST]! });
    expect(joined).toEqual({ ok: false, errors: [{ code: 'UNKNOWN_ARMY', message: "The army 'Not An Army' is not in this data's index." }] });
  });

  it('refuses a core of another data set', () => {
    const { index, core } = splitGameDataByArmy(data);
    const other = { ...core, source: { ...core.source, commit: 'another-commit' } };
    const joined = joinArmyData(index, other, {});
    expect(joined.ok).toBe(false);
    expect(!joined.ok && joined.errors[0]!.code).toBe('OTHER_DATA');
  });
});
