import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../../../test/builders.js';
import { loadRealGameData } from '../../../../test/real-game-data.js';
import type { ArmyList } from '../../../list/army-list.js';
import { issueMessages } from '../../../../test/unit-rules-support.js';
import { upgradesRule } from './upgrades.js';

const messages = (list: ArmyList) => issueMessages(list, loadRealGameData(), [upgradesRule]);
const prince = (upgrades: string[]) => makeList('Slaves to Darkness', { regiments: [makeRegiment(makeUnit('Daemon Prince', { upgrades }))] });

describe('weapons/upgrades on real data', () => {
  it('needs one upgrade from a required set (Daemon Prince: Wargear Options), the optional Mark of Chaos may stay empty', () => {
    expect(messages(prince(['Wings']))).toEqual([]);
    expect(messages(prince(['Trophy Rack', 'Pledged to Khorne']))).toEqual([]);
    expect(messages(prince([]))).toEqual(['Unit must select an upgrade from the set: Daemon Prince (Wargear Options).']);
  });

  it('takes no more than the set allows', () => {
    expect(messages(prince(['Wings', 'Trophy Rack']))).toEqual(['Daemon Prince may take at most 1 from Wargear Options.']);
  });

  it('reports an upgrade the unit does not have', () => {
    expect(messages(prince(['Wings', 'Jetpack']))).toEqual(['Daemon Prince has no option named Jetpack.']);
  });

  it('checks the Daemon Prince of a regiment of renown too (Blades of Khorne, Godmarked Ascendant)', () => {
    const list = (upgrades: string[]) =>
      makeList('Blades of Khorne', { regimentOfRenown: 'Godmarked Ascendant', regimentOfRenownUnits: [makeUnit('Daemon Prince', { upgrades })] });
    expect(messages(list(['Wings']))).toEqual([]);
    expect(messages(list([]))).toEqual(['Unit must select an upgrade from the set: Daemon Prince (Wargear Options).']);
  });

  it('accepts a single model’s wargear stored as an upgrade (Seraphon Stegadon)', () => {
    const list = makeList('Seraphon', { regiments: [makeRegiment('Stegadon Chief', [makeUnit('Stegadon', { upgrades: ['Skystreak Bow'] })])] });
    expect(messages(list)).toEqual([]);
  });
});
