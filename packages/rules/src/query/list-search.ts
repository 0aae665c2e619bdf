// The same query language over a player's saved lists: name, army (with the
// faction aliases), units, points, cap and state; fuzzy matching as fallback.
import type { ArmyList, ListUnit } from '../list/army-list.js';
import { nameKey } from '../shared/name-key.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { QueryValue } from './ast.js';
import { isPlainTerms } from './ast.js';
import { compileNode, type Matcher, type QuerySchema } from './compile-node.js';
import { compileArmyMatcher } from './faction-aliases.js';
import { buildFuzzyIndex } from './fuzzy-search.js';
import { LIST_IS_VALUES, LIST_SEARCH_FIELDS_BY_KEY, type ListSearchFieldId } from './list-search-fields.js';
import { foldText } from './normalize.js';
import { parseQuery } from './parser.js';
import type { QueryError } from './query-error.js';
import type { SearchFallback } from './search.js';
import { compileNameTest, compileNumberTest, compileRegex } from './text-matchers.js';

export type IndexedList = {
  list: ArmyList;
  nameKey: string;
  nameFolded: string;
  factionKey: string;
  factionFolded: string;
  unitKeys: readonly string[];
  unitFolded: readonly string[];
};

export type ListSearchResult = {
  query: string;
  mode: 'empty' | 'query' | 'fuzzy';
  /** Matching lists in the given order (query) or best first (fuzzy). */
  lists: readonly ArmyList[];
  fallback: SearchFallback | null;
  errors: readonly QueryError[];
};

type ListMatcher = Matcher<IndexedList>;

export function indexList(list: ArmyList): IndexedList {
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
    list,
    nameKey: nameKey(list.name),
    nameFolded: foldText(list.name),
    factionKey: nameKey(list.faction),
    factionFolded: foldText(list.faction),
    unitKeys: unitNames.map(nameKey),
    unitFolded: unitNames.map(foldText),
  };
}

const LIST_SCHEMA: QuerySchema<IndexedList, ListSearchFieldId> = {
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
        return map(compileNumberTest(node.key, node.comparison, node.value), (test) => ({ test: ({ list }) => test(list.lastPointsTotal), cost: 1 }));
      case 'cap':
        return map(compileNumberTest(node.key, node.comparison, node.value), (test) => ({ test: ({ list }) => test(list.pointsCap), cost: 1 }));
      case 'is':
        return compileIs(node.value);
    }
  },
};

function compileArmy(value: QueryValue, exact: boolean): Result<ListMatcher, QueryError> {
  if (value.kind === 'regex') return map(compileRegex(value), (test) => ({ test: (entry) => test(entry.factionFolded), cost: 2 }));
  const matches = compileArmyMatcher(value.text, exact);
  return ok({ test: (entry) => matches(entry.factionKey), cost: 1 });
}

function compileIs(value: QueryValue): Result<ListMatcher, QueryError> {
  const wanted = nameKey(value.text);
  const entry = value.kind === 'regex' ? undefined : LIST_IS_VALUES.find((item) => [item.value, ...item.aliases].some((name) => nameKey(name) === wanted));
  if (!entry) {
    const known = LIST_IS_VALUES.map((item) => item.value).join(', ');
    return fail([{ code: 'UNKNOWN_VALUE', message: `'is' does not know '${value.text}'; use one of: ${known}.`, start: value.start, end: value.end }]);
  }
  const state = entry.value;
  return ok({ test: ({ list }) => (state === 'locked' ? list.locked : list.lastValidation === state), cost: 1 });
}

/** Compiles a list query once; run the predicate over indexList(list). */
export function compileListQuery(text: string): Result<{ test: (entry: IndexedList) => boolean; plainTerms: boolean }, QueryError> {
  const parsed = parseQuery(text);
  if (!parsed.ok) return parsed;
  if (parsed.value === null) return ok({ test: () => false, plainTerms: false });
  const compiled = compileNode(parsed.value, LIST_SCHEMA);
  if (!compiled.ok) return compiled;
  return ok({ test: compiled.value.test, plainTerms: isPlainTerms(parsed.value) });
}

export function searchLists(lists: readonly ArmyList[], query: string): ListSearchResult {
  if (query.trim() === '') return { query, mode: 'empty', lists: [], fallback: null, errors: [] };
  const entries = lists.map(indexList);
  const compiled = compileListQuery(query);
  if (compiled.ok) {
    const found = entries.filter(compiled.value.test).map((entry) => entry.list);
    if (found.length > 0 || !compiled.value.plainTerms) return { query, mode: 'query', lists: found, fallback: null, errors: [] };
  }
  const fuzzy = buildFuzzyIndex(
    entries.map((entry, id) => ({ id, name: entry.list.name, armyName: entry.list.faction, keywords: entry.unitFolded.join(' ') })),
  );
  const found = fuzzy.search(query).map(({ id }) => entries[id]!.list);
  const fallback: SearchFallback = compiled.ok
    ? { reason: 'no-results', message: 'Nothing matched exactly. Showing fuzzy matches instead.' }
    : { reason: 'invalid-query', message: `${compiled.errors[0]!.message.replace(/\.$/, '')}. Showing fuzzy matches instead.` };
  return { query, mode: 'fuzzy', lists: found, fallback, errors: compiled.ok ? [] : compiled.errors };
}

function map<TIn, TOut>(result: Result<TIn, QueryError>, fn: (value: TIn) => TOut): Result<TOut, QueryError> {
  return result.ok ? ok(fn(result.value)) : result;
}
