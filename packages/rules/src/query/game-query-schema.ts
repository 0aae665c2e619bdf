// What each global search filter means for an indexed document.
import { nameKey } from '../shared/name-key.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { FilterNode, QueryValue } from './ast.js';
import type { Matcher, QuerySchema } from './compile-node.js';
import { compileArmyMatcher } from './faction-aliases.js';
import { IS_VALUES } from './is-values.js';
import type { MatchReason } from './match-reason.js';
import { makePlainWord, matchesPlainWord, plainWordReason, type PlainWord } from './plain-words.js';
import type { QueryError } from './query-error.js';
import type { IndexedAbility, IndexedDocument, IndexedWeapon, SearchDocument } from './search-document.js';
import type { SearchField } from './search-field.js';
import { SEARCH_FIELDS_BY_KEY, type GameSearchFieldId } from './search-fields.js';
import { compileKeywordTest, compileNameTest, compileNumberTest, compileRegex, compileTextTest, type NumberTest } from './text-matchers.js';

type DocMatcher = Matcher<IndexedDocument>;
type AbilityTest = (ability: IndexedAbility) => boolean;

/** What one compilation gathers from the query's positive parts (those under no NOT), to explain and rank its results. */
export type QueryCollector = {
  /** Ability and rules-text filters: a hit lists the abilities they matched. */
  abilityTests: AbilityTest[];
  /** Each positive term and filter: why it matched a result, or null where it did not. */
  reasonTests: ((entry: IndexedDocument) => MatchReason | null)[];
  /** Plain words: they rank the results and name the abilities they were found in. */
  plainWords: PlainWord[];
};

export function makeQueryCollector(): QueryCollector {
  return { abilityTests: [], reasonTests: [], plainWords: [] };
}

const IS_BY_KEY = new Map(IS_VALUES.flatMap((entry) => [entry.value, ...entry.aliases].map((name) => [nameKey(name), entry] as const)));

type StatKey = 'move' | 'health' | 'control' | 'save' | 'ward' | 'banishment' | 'points';
type WeaponStatKey = 'hit' | 'wound' | 'rend' | 'damage' | 'range' | 'attacks';

/**
 * The schema of one compilation. Its positive parts are gathered in the
 * collector, so a hit can say which of its abilities matched and why.
 */
export function makeGameQuerySchema(collector: QueryCollector): QuerySchema<IndexedDocument, GameSearchFieldId> {
  return {
    fields: SEARCH_FIELDS_BY_KEY,
    compileTerm: (value, negated) => compileTerm(value, negated ? null : collector),
    compileFilter: (field, node, negated) => {
      const compiled = compileGameFilter(field, node, negated ? null : collector.abilityTests);
      if (compiled.ok && !negated) collector.reasonTests.push(reasonOf(compiled.value, field.id, filterWords(node)));
      return compiled;
    },
  };
}

/** A bare value: plain words (see plain-words.ts); a /regex/ or bare punctuation tests names only. */
function compileTerm(value: QueryValue, collector: QueryCollector | null): Result<DocMatcher, QueryError> {
  const word = value.kind === 'regex' ? null : makePlainWord(value.text);
  if (word) {
    collector?.plainWords.push(word);
    collector?.reasonTests.push((entry) => plainWordReason(entry, word));
    return ok({ test: (entry) => matchesPlainWord(entry, word), cost: 4 });
  }
  return map(compileNameTest(value, false), (test) => {
    const matcher: DocMatcher = { test: (entry) => test(entry.nameKey, entry.nameFolded), cost: value.kind === 'regex' ? 8 : 3 };
    collector?.reasonTests.push(reasonOf(matcher, 'name', valueText(value)));
    return matcher;
  });
}

function reasonOf(matcher: DocMatcher, field: GameSearchFieldId, words: string): (entry: IndexedDocument) => MatchReason | null {
  const reason: MatchReason = { field, words, matched: null, approximate: false };
  return (entry) => (matcher.test(entry) ? reason : null);
}

function valueText(value: QueryValue): string {
  if (value.kind === 'quoted') return `"${value.text}"`;
  return value.kind === 'regex' ? `/${value.text}/` : value.text;
}

/** A filter's value as typed, after its comparison unless that is ':' ('>=10', 'hero'), and its weapon kind. */
function filterWords(node: FilterNode): string {
  const comparison = node.comparison === ':' ? '' : node.comparison;
  return `${comparison}${valueText(node.value)}${node.suffix ? ` (${node.suffix})` : ''}`;
}

function compileGameFilter(field: SearchField<GameSearchFieldId>, node: FilterNode, abilityTests: AbilityTest[] | null): Result<DocMatcher, QueryError> {
  const { value } = node;
  const exact = node.comparison === '=';
  const regexCost = value.kind === 'regex' ? 6 : 0;
  switch (field.id) {
    case 'army':
      return compileArmy(value, exact);
    case 'is':
      return compileIs(value);
    case 'name':
      return map(compileNameTest(value, exact), (test) => ({ test: (entry) => test(entry.nameKey, entry.nameFolded), cost: 3 + regexCost }));
    case 'keyword':
      return map(compileKeywordTest(value, exact), (test) => ({ test: (entry) => entry.keywords.some(test), cost: 4 + regexCost }));
    case 'oracle':
      return map(compileTextTest(value, exact), (test) => {
        abilityTests?.push((ability) => test(ability.text) || test(ability.nameFolded));
        return { test: (entry) => test(entry.text), cost: 20 + regexCost * 4 };
      });
    case 'abilityKeyword':
      return abilityFilter(compileKeywordTest(value, exact), (test) => (ability) => ability.keywords.some(test), abilityTests, 6 + regexCost);
    case 'abilityName': {
      const named = compileNameTest(value, exact);
      return abilityFilter(named, (test) => (ability) => test(ability.nameKey, ability.nameFolded), abilityTests, 6 + regexCost);
    }
    case 'abilityText':
      return abilityFilter(compileTextTest(value, exact), (test) => (ability) => test(ability.text), abilityTests, 15 + regexCost * 4);
    case 'level':
      return map(compileNumberTest(node.key, node.comparison, value), (test) => ({
        test: ({ doc }) => test(doc.wizardLevel) || test(doc.priestLevel),
        cost: 1,
      }));
    case 'move':
    case 'health':
    case 'control':
    case 'save':
    case 'ward':
    case 'banishment':
    case 'points':
      return compileStat(field.id, node);
    case 'weaponAbility': {
      const kind = node.suffix;
      return map(compileTextTest(value, exact), (test) => ({
        test: (entry) => entry.weapons.some((weapon) => (kind === null || weapon.kind === kind) && weapon.abilitiesFolded.some(test)),
        cost: 6 + regexCost,
      }));
    }
    case 'hit':
    case 'wound':
    case 'rend':
    case 'damage':
    case 'range':
    case 'attacks':
      return compileWeaponStat(field.id, node);
  }
}

function compileArmy(value: QueryValue, exact: boolean): Result<DocMatcher, QueryError> {
  if (value.kind === 'regex') {
    return map(compileRegex(value), (test) => ({ test: (entry) => entry.armyFolded.some(test), cost: 8 }));
  }
  const matches = compileArmyMatcher(value.text, exact);
  return ok({ test: (entry) => entry.armyKeys.some(matches), cost: 2 });
}

function compileIs(value: QueryValue): Result<DocMatcher, QueryError> {
  const entry = value.kind === 'regex' ? undefined : IS_BY_KEY.get(nameKey(value.text));
  if (!entry) {
    const known = IS_VALUES.map((item) => item.value).join(', ');
    return fail([{ code: 'UNKNOWN_VALUE', message: `'is' does not know '${value.text}'; use one of: ${known}.`, start: value.start, end: value.end }]);
  }
  const test = entry.test;
  return ok({ test: ({ doc }) => test(doc), cost: 1 });
}

function compileStat(key: StatKey, node: FilterNode): Result<DocMatcher, QueryError> {
  return map(compileNumberTest(node.key, node.comparison, node.value), (test: NumberTest) => {
    const read = (doc: SearchDocument) => doc[key];
    return { test: ({ doc }) => test(read(doc)), cost: 1 };
  });
}

function compileWeaponStat(key: WeaponStatKey, node: FilterNode): Result<DocMatcher, QueryError> {
  const kind = node.suffix;
  return map(compileNumberTest(node.key, node.comparison, node.value), (test) => {
    const matches = (weapon: IndexedWeapon) => (kind === null || weapon.kind === kind) && test(weapon[key]);
    return { test: (entry) => entry.weapons.some(matches), cost: 5 };
  });
}

function abilityFilter<TTest>(
  compiled: Result<TTest, QueryError>,
  toAbilityTest: (test: TTest) => AbilityTest,
  abilityTests: AbilityTest[] | null,
  cost: number,
): Result<DocMatcher, QueryError> {
  return map(compiled, (test) => {
    const abilityTest = toAbilityTest(test);
    abilityTests?.push(abilityTest);
    return { test: (entry) => entry.abilities.some(abilityTest), cost };
  });
}

function map<TIn, TOut>(result: Result<TIn, QueryError>, fn: (value: TIn) => TOut): Result<TOut, QueryError> {
  return result.ok ? ok(fn(result.value)) : result;
}
