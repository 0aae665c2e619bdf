import type { Catalogue } from '../catalogue/catalogue.js';
import type { IndexedNode } from '../catalogue/id-index.js';
import { cleanName } from '../text/clean-text.js';
import type { ArmyUnit } from './army-unit.js';
import type { ArmyTable } from './build-army-table.js';
import { namesOf, sameUnits, unitsMatching } from './express-members.js';
import type { Matcher } from './match-option.js';
import { readCategoryEntry } from './read-category-entry.js';
import { splitHelperCategory } from './split-helper-category.js';

/** What a grant admits in this army: the matcher for the app and the units it stands for. */
export type TargetOption = {
  matcher: Matcher;
  members: ArmyUnit[];
  /** Set when the target had to be read leniently (to be reported). */
  note?: string;
};
export type UnmatchedTarget = { missing: string; reason: 'grant-target' | 'grant-unmatched' };

const EMPTY: Matcher = { keywords: [], nonKeywords: [], subheroCategories: [], unitNames: [] };

function ofKind(units: readonly ArmyUnit[], heroes: boolean): ArmyUnit[] {
  return units.filter((unit) => unit.canJoinRegiment && unit.isHero === heroes);
}

/** A helper category: as keywords when its name splits into exactly its units' keywords, else by itself. */
function matchHelper(name: string, members: ArmyUnit[], heroes: boolean, table: ArmyTable, vocabulary: ReadonlySet<string>): Matcher {
  const split = splitHelperCategory(name, vocabulary);
  if (split) {
    const matcher = { ...EMPTY, ...split };
    if (members.length > 0 && sameUnits(unitsMatching(matcher, heroes, table), members)) return matcher;
  }
  return { ...EMPTY, subheroCategories: [name] };
}

/**
 * The id of a helper category named `name` that the army's own catalogues
 * define, when the grant's category comes from another catalogue.
 */
function findOwnHelper(name: string, definedIn: Catalogue, table: ArmyTable): string | undefined {
  const catalogues = table.army.playable.contentCatalogues;
  if (catalogues.includes(definedIn)) return undefined;
  for (const catalogue of catalogues) {
    const entry = catalogue.elementsWithId.find((node) => node.tag === 'categoryEntry' && cleanName(node.attrs.name ?? '') === name);
    if (entry) return entry.attrs.id;
  }
  return undefined;
}

/**
 * Resolves X of `affects="self.entries.recursive.X"`: a keyword, a helper
 * category, or one of the army's units by link or entry id (named by the
 * unit's name in this army).
 */
export function matchGrantTarget(
  targetId: string,
  heroes: boolean,
  table: ArmyTable,
  index: ReadonlyMap<string, IndexedNode>,
  vocabulary: ReadonlySet<string>,
): TargetOption | UnmatchedTarget {
  const indexed = index.get(targetId);
  if (!indexed) return { missing: `target ${targetId} does not resolve`, reason: 'grant-target' };
  const target = indexed.node;
  const name = cleanName(target.attrs.name ?? targetId);
  const category = readCategoryEntry(targetId, index);
  if (category) {
    const keyword = category.keyword;
    let members = keyword ? unitsMatching({ ...EMPTY, keywords: [name] }, heroes, table) : ofKind(table.unitsWithCategory(targetId), heroes);
    let note: string | undefined;
    if (members.length === 0 && !keyword) {
      // Armies of renown copy grants from their parent army, helper category ids included,
      // while their units carry a helper of the same name defined in the army of renown.
      const own = findOwnHelper(name, indexed.catalogue, table);
      if (own) {
        members = ofKind(table.unitsWithCategory(own), heroes);
        note = `names ${indexed.catalogue.name}'s helper category '${name}', read as this army's category of that name`;
      }
    }
    if (members.length === 0) return { missing: `no ${heroes ? 'hero' : 'unit'} of this army is ${name}`, reason: 'grant-unmatched' };
    const matcher = keyword ? { ...EMPTY, keywords: [name] } : matchHelper(name, members, heroes, table, vocabulary);
    return note ? { matcher, members, note } : { matcher, members };
  }
  const units = table.byId.get(targetId) ?? [];
  const members = ofKind(units, heroes);
  if (members.length > 0) {
    const matcher = { ...EMPTY, unitNames: namesOf(members) };
    if (members.some((member) => member.ownIds.has(targetId))) return { matcher, members };
    // Armies of renown copy grants from their parent army, link ids included.
    return { matcher, members, note: `names ${indexed.catalogue.name}'s link to '${name}', read as that warscroll` };
  }
  if (units.length > 0) {
    return { missing: `${target.tag} '${name}' is ${heroes ? 'not a hero' : 'a hero'} or cannot join a regiment`, reason: 'grant-target' };
  }
  if (target.tag === 'entryLink' && !table.army.playable.contentCatalogues.includes(indexed.catalogue)) {
    return { missing: `${target.tag} '${name}' belongs to ${indexed.catalogue.name}, whose warscroll this army does not field`, reason: 'grant-target' };
  }
  // A link of the army's own catalogues, or a library warscroll: this army does not field it now.
  return { missing: `${target.tag} '${name}' is not fielded by this army under the current handbook`, reason: 'grant-unmatched' };
}
