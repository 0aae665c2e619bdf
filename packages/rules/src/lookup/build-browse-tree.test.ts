import { describe, expect, it } from 'vitest';

import { loadRealGameData } from '../../test/real-game-data.js';
import type { Army, GameData } from '../model/index.js';
import { buildBrowseTree, type BrowseOptions } from './build-browse-tree.js';

const DEFAULTS: BrowseOptions = { showLegends: false, filter: '', favouritesOnly: false, favourites: new Set(), sort: 'alpha' };

/** A copy of the real data with its armies replaced by changed copies of real ones. */
function withArmies(data: GameData, armies: Partial<Army>[]): GameData {
  const base = data.armies['Stormcast Eternals']!;
  return {
    ...data,
    armies: Object.fromEntries(armies.map((army) => [army.name!, { ...base, isArmyOfRenown: false, parentArmy: null, legends: false, ...army }])),
  };
}

describe('buildBrowseTree on the real data', () => {
  const data = loadRealGameData();

  it('lists ORDER, CHAOS, DEATH, DESTRUCTION, each alphabetical, Stormcast Eternals under ORDER with its armies of renown nested', () => {
    const tree = buildBrowseTree(data, DEFAULTS);
    expect(tree.alliances.map((group) => group.alliance)).toEqual(['ORDER', 'CHAOS', 'DEATH', 'DESTRUCTION']);
    for (const group of tree.alliances) {
      const names = group.armies.map((army) => army.name.toLowerCase());
      expect(names).toEqual([...names].sort());
    }
    const stormcast = tree.alliances[0]!.armies.find((army) => army.name === 'Stormcast Eternals')!;
    expect(stormcast.armiesOfRenown.map((renown) => renown.armyName)).toContain('Stormcast Eternals - Draconith Skywing');
    expect(stormcast.armiesOfRenown.find((renown) => renown.armyName === 'Stormcast Eternals - Draconith Skywing')?.name).toBe('Draconith Skywing');
    // Armies of renown never stand at the top level when their parent is there.
    expect(tree.alliances.flatMap((group) => group.armies).some((army) => army.name.includes(' - '))).toBe(false);
  });

  it('shows Legends armies and armies of renown only with showLegends', () => {
    const all = (options: BrowseOptions) => {
      const tree = buildBrowseTree(data, options);
      return tree.alliances.flatMap((group) => group.armies.flatMap((army) => [army.name, ...army.armiesOfRenown.map((renown) => renown.armyName)]));
    };
    expect(all(DEFAULTS)).not.toContain('Beasts of Chaos');
    expect(all(DEFAULTS)).not.toContain('Stormcast Eternals - Astral Templars');
    expect(all({ ...DEFAULTS, showLegends: true })).toContain('Beasts of Chaos');
    expect(all({ ...DEFAULTS, showLegends: true })).toContain('Stormcast Eternals - Astral Templars');
  });

  it('filters ignoring case and punctuation, keeping a parent when only an army of renown matches', () => {
    const tree = buildBrowseTree(data, { ...DEFAULTS, filter: 'DRACONITH-sky' });
    const armies = tree.alliances.flatMap((group) => group.armies);
    expect(armies.map((army) => army.name)).toEqual(['Stormcast Eternals']);
    expect(armies[0]!.armiesOfRenown.map((renown) => renown.name)).toEqual(['Draconith Skywing']);
    expect(tree.regimentsOfRenown).toEqual([]);
  });

  it('keeps only favourites with favouritesOnly', () => {
    const favourites = new Set(['Nighthaunt', 'Stormcast Eternals - Draconith Skywing']);
    const tree = buildBrowseTree(data, { ...DEFAULTS, favouritesOnly: true, favourites });
    const armies = tree.alliances.flatMap((group) => group.armies);
    expect(armies.map((army) => [army.name, army.favourite, army.armiesOfRenown.map((renown) => renown.name)])).toEqual([
      ['Stormcast Eternals', false, ['Draconith Skywing']],
      ['Nighthaunt', true, []],
    ]);
  });

  it('lists regiments of renown and universal manifestations by name, or by points then name', () => {
    const alpha = buildBrowseTree(data, DEFAULTS);
    expect(alpha.regimentsOfRenown.length).toBeGreaterThan(10);
    expect(alpha.regimentsOfRenown.find((regiment) => regiment.name === "Veremord's Shamblers")?.points).toBe(210);
    expect(alpha.universalManifestations.map((lore) => lore.name)).toContain('Forbidden Power');
    const points = buildBrowseTree(data, { ...DEFAULTS, sort: 'points' });
    for (const items of [points.regimentsOfRenown, points.universalManifestations]) {
      for (const [a, b] of items.slice(1).map((item, i) => [items[i]!, item] as const)) {
        expect(a.points < b.points || (a.points === b.points && a.name.toLowerCase() <= b.name.toLowerCase())).toBe(true);
      }
    }
    expect(points.regimentsOfRenown).not.toEqual(alpha.regimentsOfRenown);
    expect(new Set(points.regimentsOfRenown.map((item) => item.name))).toEqual(new Set(alpha.regimentsOfRenown.map((item) => item.name)));
  });
});

describe('buildBrowseTree edge cases', () => {
  const real = loadRealGameData();

  it('lets an army of renown whose parent is missing stand alone, and shows UNKNOWN only when it has armies', () => {
    const data = withArmies(real, [
      { name: 'Zeta', alliance: 'ORDER' },
      { name: 'Lost Host - Wanderers', alliance: 'ORDER', isArmyOfRenown: true, parentArmy: 'Lost Host' },
      { name: 'Alpha', alliance: 'UNKNOWN' },
    ]);
    const tree = buildBrowseTree(data, DEFAULTS);
    expect(tree.alliances.map((group) => [group.alliance, group.armies.map((army) => army.name)])).toEqual([
      ['ORDER', ['Lost Host - Wanderers', 'Zeta']],
      ['CHAOS', []],
      ['DEATH', []],
      ['DESTRUCTION', []],
      ['UNKNOWN', ['Alpha']],
    ]);
    expect(buildBrowseTree(withArmies(real, [{ name: 'Zeta', alliance: 'ORDER' }]), DEFAULTS).alliances).toHaveLength(4);
  });

  it('lets an army of renown stand alone when its Legends parent is hidden', () => {
    const data = withArmies(real, [
      { name: 'Old Guard', alliance: 'CHAOS', legends: true },
      { name: 'Old Guard - Survivors', alliance: 'CHAOS', isArmyOfRenown: true, parentArmy: 'Old Guard' },
    ]);
    expect(buildBrowseTree(data, DEFAULTS).alliances[1]!.armies.map((army) => army.name)).toEqual(['Old Guard - Survivors']);
    const shown = buildBrowseTree(data, { ...DEFAULTS, showLegends: true }).alliances[1]!.armies;
    expect(shown.map((army) => [army.name, army.armiesOfRenown.map((renown) => renown.name)])).toEqual([['Old Guard', ['Survivors']]]);
  });
});
