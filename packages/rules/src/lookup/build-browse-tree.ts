// The home screen's model: grand alliances with their
// armies, armies of renown nested under their parent, then the regiments of
// renown and the universal manifestation lores.
import { GRAND_ALLIANCES, type Army, type GrandAlliance } from '../model/index.js';
import { compareKeyedNames } from '../shared/compare-names.js';
import { nameKey } from '../shared/name-key.js';
import { compileNameFilter } from './compile-name-filter.js';

export type BrowseSort = 'alpha' | 'points';

export type BrowseOptions = {
  showLegends: boolean;
  /** Matches names ignoring case and punctuation; blank: everything. */
  filter: string;
  /** Only favourite armies (and armies of renown); the regiment and manifestation groups are not favourites and stay. */
  favouritesOnly: boolean;
  /** Army names (armies of renown by their full name). */
  favourites: ReadonlySet<string>;
  sort: BrowseSort;
};

export type BrowseArmyOfRenown = {
  /** The renown part of the name ('Scions of Azyr'). */
  name: string;
  /** The full army name the UnitList route takes ('Stormcast Eternals - Scions of Azyr'). */
  armyName: string;
  legends: boolean;
  favourite: boolean;
};

export type BrowseArmy = {
  /** As shown and as the UnitList route takes it; an army of renown without its parent keeps its full name. */
  name: string;
  legends: boolean;
  favourite: boolean;
  armiesOfRenown: BrowseArmyOfRenown[];
};

export type BrowseAlliance = { alliance: GrandAlliance; armies: BrowseArmy[] };
export type BrowsePointsItem = { name: string; points: number; legends: boolean };

export type BrowseTree = {
  /** ORDER, CHAOS, DEATH, DESTRUCTION always (possibly empty once filtered); UNKNOWN only when it has armies. */
  alliances: BrowseAlliance[];
  regimentsOfRenown: BrowsePointsItem[];
  /** Universal manifestation lores; the route is ManifestationLore with the name. */
  universalManifestations: BrowsePointsItem[];
};

/**
 * `items` in name order (by points first, when asked), each name's key worked out once: a comparison working out both
 * keys, as it did, folded 827 names a tree with every army (164 now), on the home screen's first render and again when
 * the whole data comes.
 */
function sortByName<T extends { name: string; points?: number }>(items: T[], byPoints = false): T[] {
  const keys = new Map(items.map((item) => [item, nameKey(item.name)]));
  return items.sort((a, b) => (byPoints ? a.points! - b.points! : 0) || compareKeyedNames(keys.get(a)!, a.name, keys.get(b)!, b.name));
}

/** What the tree is built from: the whole game data, or its index (the home screen before the armies came). */
export type BrowseSource = {
  armies: Readonly<Record<string, BrowseSourceArmy>>;
  regimentsOfRenown: readonly BrowsePointsItem[];
  universalManifestations: readonly BrowsePointsItem[];
};
type BrowseSourceArmy = Pick<Army, 'name' | 'legends' | 'isArmyOfRenown' | 'parentArmy' | 'alliance'>;

export function buildBrowseTree(data: BrowseSource, options: BrowseOptions): BrowseTree {
  const matches = compileNameFilter(options.filter);
  const shown = (army: BrowseSourceArmy) => options.showLegends || !army.legends;
  const passes = (name: string) => matches(name) && (!options.favouritesOnly || options.favourites.has(name));
  const armies = Object.values(data.armies).filter(shown);
  // Under its parent when the parent is shown; otherwise it stands alone in its alliance.
  const nestedUnder = (army: BrowseSourceArmy) => {
    const parent = army.isArmyOfRenown && army.parentArmy !== null ? data.armies[army.parentArmy] : undefined;
    return parent && shown(parent) ? parent.name : null;
  };

  const renownOf = new Map<string, BrowseArmyOfRenown[]>();
  for (const army of armies) {
    const parent = nestedUnder(army);
    if (parent === null || !passes(army.name)) continue;
    const prefix = `${parent} - `;
    const entry = {
      name: army.name.startsWith(prefix) ? army.name.slice(prefix.length) : army.name,
      armyName: army.name,
      legends: army.legends,
      favourite: options.favourites.has(army.name),
    };
    renownOf.set(parent, [...(renownOf.get(parent) ?? []), entry]);
  }

  const alliances = GRAND_ALLIANCES.map((alliance): BrowseAlliance => {
    const entries = armies
      .filter((army) => army.alliance === alliance && nestedUnder(army) === null)
      .map((army): BrowseArmy => ({
        name: army.name,
        legends: army.legends,
        favourite: options.favourites.has(army.name),
        armiesOfRenown: sortByName(renownOf.get(army.name) ?? []),
      }))
      // A parent stays when one of its armies of renown matches.
      .filter((army) => passes(army.name) || army.armiesOfRenown.length > 0);
    return { alliance, armies: sortByName(entries) };
  }).filter((group) => group.alliance !== 'UNKNOWN' || group.armies.length > 0);

  const pointsItems = (items: readonly BrowsePointsItem[]) =>
    sortByName(
      items.filter((item) => (options.showLegends || !item.legends) && matches(item.name)).map(({ name, points, legends }) => ({ name, points, legends })),
      options.sort === 'points',
    );

  return {
    alliances,
    regimentsOfRenown: pointsItems(data.regimentsOfRenown),
    universalManifestations: pointsItems(data.universalManifestations),
  };
}
