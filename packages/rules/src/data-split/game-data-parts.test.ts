// The game data split into an index, a shared core and one part per army, and
// joined again, on the real data: nothing is lost, the armies keep their order,
// the index is small, and parts of two data sets never mix.
import { describe, expect, it } from 'vitest';

import { loadRealGameData } from '../../test/real-game-data.js';
import { GameDataIndexSchema, joinGameData, splitGameData } from './game-data-parts.js';

const data = loadRealGameData();
const STORMCAST = 'Stormcast Eternals';

describe('splitGameData', () => {
  it('gives every army its own part and joins back to the same data, armies in the same order', () => {
    const { index, core, armies } = splitGameData(data);
    expect(Object.keys(armies)).toEqual(Object.keys(data.armies));
    const joined = joinGameData(index, core, armies);
    expect(joined.ok && joined.value).toEqual(data);
    expect(joined.ok && Object.keys(joined.value.armies)).toEqual(Object.keys(data.armies));
  });

  it('names every army in a small index, with what the home screen needs and its count of warscrolls', () => {
    const { index } = splitGameData(data);
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

  it('keeps the rules every army shares in the core, and no army', () => {
    const { core } = splitGameData(data);
    expect(core).not.toHaveProperty('armies');
    expect(core.regimentsOfRenown).toEqual(data.regimentsOfRenown);
    expect(core.universalManifestations).toEqual(data.universalManifestations);
    expect(core.coreRules).toEqual(data.coreRules);
  });
});

describe('joinGameData', () => {
  it('gives the armies loaded so far, in the index order, whatever order they came in', () => {
    const { index, core, armies } = splitGameData(data);
    const names = Object.keys(index.armies);
    const [first, second] = [names[0]!, names[names.length - 1]!];
    const joined = joinGameData(index, core, { [second]: armies[second]!, [first]: armies[first]! });
    expect(joined.ok && Object.keys(joined.value.armies)).toEqual([first, second]);
    expect(joined.ok && joined.value.battleTacticCards).toEqual(data.battleTacticCards);
  });

  it('refuses an army the index does not name', () => {
    const { index, core, armies } = splitGameData(data);
    const joined = joinGameData(index, core, { 'Not An Army': armies[STORMCAST]! });
    expect(joined).toEqual({ ok: false, errors: [{ code: 'UNKNOWN_ARMY', message: "The army 'Not An Army' is not in this data's index." }] });
  });

  it('refuses a core of another data set', () => {
    const { index, core } = splitGameData(data);
    const other = { ...core, source: { ...core.source, commit: 'another-commit' } };
    const joined = joinGameData(index, other, {});
    expect(joined.ok).toBe(false);
    expect(!joined.ok && joined.errors[0]!.code).toBe('OTHER_DATA');
  });
});
