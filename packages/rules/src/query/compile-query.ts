// Compile once, run many: the global search's query text -> a predicate over
// indexed documents.
import type { Ability } from '../model/index.js';
import { fail, ok, type Result } from '../shared/result.js';
import { isPlainTerms, type QueryNode } from './ast.js';
import { compileNode } from './compile-node.js';
import { makeGameQuerySchema } from './game-query-schema.js';
import { parseQuery } from './parser.js';
import type { QueryError } from './query-error.js';
import type { IndexedAbility, IndexedDocument } from './search-document.js';
import { WEAPON_SUFFIX_KEYS } from './search-fields.js';

export type CompiledQuery = {
  text: string;
  /** null for a blank query, which matches nothing. */
  ast: QueryNode | null;
  /** Only bare words or phrases: a search that may fall back to fuzzy matching when it finds nothing. */
  plainTerms: boolean;
  test: (entry: IndexedDocument) => boolean;
  /** The abilities of a matching document that the query's ability or rules-text filters matched. */
  matchedAbilities: (entry: IndexedDocument) => Ability[];
};

/** Parses and compiles; syntax errors first, otherwise every unknown key or bad value at once. */
export function compileQuery(text: string): Result<CompiledQuery, QueryError> {
  const parsed = parseQuery(text, { suffixKeys: WEAPON_SUFFIX_KEYS });
  if (!parsed.ok) return parsed;
  const ast = parsed.value;
  if (ast === null) {
    return ok({ text, ast, plainTerms: false, test: () => false, matchedAbilities: () => [] });
  }
  const abilityTests: ((ability: IndexedAbility) => boolean)[] = [];
  const compiled = compileNode(ast, makeGameQuerySchema(abilityTests));
  if (!compiled.ok) return fail(compiled.errors);
  const matchedAbilities = (entry: IndexedDocument): Ability[] => {
    if (abilityTests.length === 0) return [];
    return entry.abilities.filter((ability) => abilityTests.some((test) => test(ability))).map((ability) => ability.ability);
  };
  return ok({ text, ast, plainTerms: isPlainTerms(ast), test: compiled.value.test, matchedAbilities });
}
