// The same query language over a player's saved lists and campaign rosters
// (the library's items): name, army (with the faction aliases), units, points,
// cap and state; fuzzy matching as fallback. A roster has no points and no
// verdict of its own: 'points', 'cap' and 'is:valid' never match one.
import type { ArmyList, ListUnit } from '../list/army-list.js';
import type { MemberEntry } from '../sync/library-order.js';
import type { CampaignRoster } from '../path-to-glory/roster.js';
import { nameKey } from '../shared/name-key.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { QueryValue } from './ast.js';
import { isPlainTerms } from './ast.js';
import { compileNode, type Matcher, type QuerySchema } from './compile-node.js';
import { compileArmyMatcher } from './faction-aliases.js';
import { buildFuzzyIndex } from './fuzzy-search.js';
import { LIST_IS_VALUES, LIST_SEARCH_FIELDS_BY_KEY, type ListSearchFieldId } from './list-search-fields.js';
import { foldText } from '../shared/fold-text.js';
import { parseQuery } from './parser.js';
import type { QueryError } from './query-error.js';
import type { SearchFallback } from './search.js';
import { compileNameTest, compileNumberTest, compileRegex } from './text-matchers.js';

/** What the search reads of a library item. */
export type SearchedItem = {
  name: string;
  faction: string;
  unitNames: readonly string[];
  pointsTotal: number | null;
  pointsCap: number | null;
  locked: boolean;
  /** The last verdict of its checks (a list's lastValidation); null when it keeps none. */
  validation: string | null;
};

export type IndexedItem = {
  searched: SearchedItem;
  nameKey: string;
  nameFolded: string;
  factionKey: string;
  factionFolded: string;
  unitKeys: readonly string[];
  unitFolded: readonly string[];
};

export type LibrarySearchResult<T> = {
  query: string;
  mode: 'empty' | 'query' | 'fuzzy';
  /** Matching items in the given order (query) or best first (fuzzy). */
  items: readonly T[];
  fallback: SearchFallback | null;
  errors: readonly QueryError[];
};

export type ListSearchResult = Omit<LibrarySearchResult<ArmyList>, 'items'> & { lists: readonly ArmyList[] };

type ItemMatcher = Matcher<IndexedItem>;

/** A saved list as the search reads it: its units, faction terrain and regiment of renown by name. */
export function searchedList(list: ArmyList): SearchedItem {
  const units: ListUnit[] = [
    ...list.regiments.flatMap((regiment) => [...(regiment.leader ? [regiment.leader] : []), ...regiment.units]),
    ...list.auxiliaryUnits,
    ...list.regimentOfRenownUnits,
  ];
  const unitNames = [
    ...new Set([
      ...units.map((unit) => unit.name),
      ...(list.factionTerrain ? [list.factionTerrain] : []),
      ...(list.regimentOfRenown ? [list.regimentOfRenown] : []),
    ]),
  ];
  return {
    name: list.name,
    faction: list.faction,
    unitNames,
    pointsTotal: list.lastPointsTotal,
    pointsCap: list.pointsCap,
    locked: list.locked,
    validation: list.lastValidation,
  };
}

/** A campaign roster as the search reads it: the units of its Order of Battle. */
export function searchedRoster(roster: CampaignRoster): SearchedItem {
  return {
    name: roster.name,
    faction: roster.faction,
    unitNames: [...new Set(roster.units.map((unit) => unit.name))],
    pointsTotal: null,
    pointsCap: null,
    locked: roster.locked,
    validation: null,
  };
}

export function indexItem(searched: SearchedItem): IndexedItem {
  return {
    searched,
    nameKey: nameKey(searched.name),
    nameFolded: foldText(searched.name),
    factionKey: nameKey(searched.faction),
    factionFolded: foldText(searched.faction),
    unitKeys: searched.unitNames.map(nameKey),
    unitFolded: searched.unitNames.map(foldText),
  };
}

const LIBRARY_SCHEMA: QuerySchema<IndexedItem, ListSearchFieldId> = {
  fields: LIST_SEARCH_FIELDS_BY_KEY,
  compileTerm: (value) =>
    map(compileNameTest(value, false), (test) => ({
      test: (entry) =>
        test(entry.nameKey, entry.nameFolded) ||
        test(entry.factionKey, entry.factionFolded) ||
        entry.unitKeys.some((key, i) => test(key, entry.unitFolded[i]!)),
      cost: 3,
    })),
  compileFilter: (field, node) => {
    const exact = node.comparison === '=';
    switch (field.id) {
      case 'name':
        return map(compileNameTest(node.value, exact), (test) => ({ test: (entry) => test(entry.nameKey, entry.nameFolded), cost: 1 }));
      case 'army':
        return compileArmy(node.value, exact);
      case 'unit':
        return map(compileNameTest(node.value, exact), (test) => ({
          test: (entry) => entry.unitKeys.some((key, i) => test(key, entry.unitFolded[i]!)),
          cost: 2,
        }));
      case 'points':
        return map(compileNumberTest(node.key, node.comparison, node.value), (test) => ({
          test: ({ searched }) => searched.pointsTotal !== null && test(searched.pointsTotal),
          cost: 1,
        }));
      case 'cap':
        return map(compileNumberTest(node.key, node.comparison, node.value), (test) => ({
          test: ({ searched }) => searched.pointsCap !== null && test(searched.pointsCap),
          cost: 1,
        }));
      case 'is':
        return compileIs(node.value);
    }
  },
};

function compileArmy(value: QueryValue, exact: boolean): Result<ItemMatcher, QueryError> {
  if (value.kind === 'regex') return map(compileRegex(value), (test) => ({ test: (entry) => test(entry.factionFolded), cost: 2 }));
  const matches = compileArmyMatcher(value.text, exact);
  return ok({ test: (entry) => matches(entry.factionKey), cost: 1 });
}

function compileIs(value: QueryValue): Result<ItemMatcher, QueryError> {
  const wanted = nameKey(value.text);
  const entry = value.kind === 'regex' ? undefined : LIST_IS_VALUES.find((item) => [item.value, ...item.aliases].some((name) => nameKey(name) === wanted));
  if (!entry) {
    const known = LIST_IS_VALUES.map((item) => item.value).join(', ');
    return fail([{ code: 'UNKNOWN_VALUE', message: `'is' does not know '${value.text}'; use one of: ${known}.`, start: value.start, end: value.end }]);
  }
  const state = entry.value;
  return ok({ test: ({ searched }) => (state === 'locked' ? searched.locked : searched.validation === state), cost: 1 });
}

/** Compiles a query once; run the predicate over indexItem(searched). */
export function compileLibraryQuery(text: string): Result<{ test: (entry: IndexedItem) => boolean; plainTerms: boolean }, QueryError> {
  const parsed = parseQuery(text);
  if (!parsed.ok) return parsed;
  if (parsed.value === null) return ok({ test: () => false, plainTerms: false });
  const compiled = compileNode(parsed.value, LIBRARY_SCHEMA);
  if (!compiled.ok) return compiled;
  return ok({ test: compiled.value.test, plainTerms: isPlainTerms(parsed.value) });
}

/** The library items (lists or rosters, read through `describe`) the query finds. */
export function searchLibraryItems<T>(items: readonly T[], describe: (item: T) => SearchedItem, query: string): LibrarySearchResult<T> {
  if (query.trim() === '') return { query, mode: 'empty', items: [], fallback: null, errors: [] };
  const entries = items.map((item) => indexItem(describe(item)));
  const compiled = compileLibraryQuery(query);
  if (compiled.ok) {
    const found = items.filter((_, i) => compiled.value.test(entries[i]!));
    if (found.length > 0 || !compiled.value.plainTerms) return { query, mode: 'query', items: found, fallback: null, errors: [] };
  }
  const fuzzy = buildFuzzyIndex(
    entries.map((entry, id) => ({ id, name: entry.searched.name, armyName: entry.searched.faction, keywords: entry.unitFolded.join(' ') })),
  );
  const found = fuzzy.search(query).map(({ id }) => items[id]!);
  const fallback: SearchFallback = compiled.ok
    ? { reason: 'no-results', message: 'Nothing matched exactly. Showing fuzzy matches instead.' }
    : { reason: 'invalid-query', message: `${compiled.errors[0]!.message.replace(/\.$/, '')}. Showing fuzzy matches instead.` };
  return { query, mode: 'fuzzy', items: found, fallback, errors: compiled.ok ? [] : compiled.errors };
}

export function searchLists(lists: readonly ArmyList[], query: string): ListSearchResult {
  const { items, ...result } = searchLibraryItems(lists, searchedList, query);
  return { ...result, lists: items };
}

/** The campaign rosters the query finds, by the lists' query language. */
export function searchRosters(rosters: readonly CampaignRoster[], query: string): LibrarySearchResult<CampaignRoster> {
  return searchLibraryItems(rosters, searchedRoster, query);
}

/** Lists and rosters in one search (an exact hit among either is never drowned by the other's fuzzy fallback). */
export function searchLibraryMembers(members: readonly MemberEntry[], query: string): LibrarySearchResult<MemberEntry> {
  return searchLibraryItems(members, (entry) => (entry.kind === 'list' ? searchedList(entry.list) : searchedRoster(entry.roster)), query);
}

function map<TIn, TOut>(result: Result<TIn, QueryError>, fn: (value: TIn) => TOut): Result<TOut, QueryError> {
  return result.ok ? ok(fn(result.value)) : result;
}
