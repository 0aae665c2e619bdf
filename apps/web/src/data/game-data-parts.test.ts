import { describe, expect, it } from 'vitest';

import { loadWholeGameData } from '../test/real-game-data';
import { joinGameData, splitGameData } from './game-data-parts';

describe('splitGameData and joinGameData', () => {
  it('send the real data one army per part and join it back equal, armies and regiments in their order', () => {
    const data = loadWholeGameData();
    const { parts, rest } = splitGameData(data);
    expect(rest.armies).toEqual({});
    expect(rest.regimentsOfRenown).toEqual([]);
    expect(rest.pathToGlory).toEqual([]);
    expect(parts.filter((part) => part.kind === 'pathToGlory')).toHaveLength(data.pathToGlory.length);
    const armyParts = parts.filter((part) => part.kind === 'armies');
    expect(armyParts).toHaveLength(Object.keys(data.armies).length);
    expect(armyParts.every((part) => part.entries.length === 1)).toBe(true);
    // Each part is cloned on its own, as postMessage does.
    const joined = joinGameData(
      structuredClone(rest),
      parts.map((part) => structuredClone(part)),
    );
    expect(joined).toEqual(data);
    expect(Object.keys(joined.armies)).toEqual(Object.keys(data.armies));
    expect(joined.regimentsOfRenown.map((regiment) => regiment.name)).toEqual(data.regimentsOfRenown.map((regiment) => regiment.name));
    expect(joined.pathToGlory.map((campaign) => campaign.id)).toEqual(data.pathToGlory.map((campaign) => campaign.id));
  });
});
