// Matchers for filter values: names, folded text, keywords and numbers.
// Each is compiled once per query; the strings they test are prepared once
// per document by the index.
import { RE2JS } from 're2js';

import { nameKey } from '../shared/name-key.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { QueryValue } from './ast.js';
import type { Comparison } from './lexer.js';
import { parseStat, searchableText } from './normalize.js';
import type { QueryError } from './query-error.js';

export type StringTest = (text: string) => boolean;

/**
 * A /regex/ value, case-insensitive; an invalid pattern is an error, not a throw.
 * RE2's engine, not the browser's: it matches in time linear in the text for any
 * pattern (a backtracking engine takes minutes on '/(\w+\s?)+!/' against a
 * warscroll), and refuses what only backtracking can do (lookarounds,
 * backreferences) as an invalid pattern.
 */
export function compileRegex(value: QueryValue): Result<StringTest, QueryError> {
  try {
    const regex = RE2JS.compile(value.text, RE2JS.CASE_INSENSITIVE);
    return ok((text) => regex.test(text));
  } catch {
    return fail([{ code: 'INVALID_REGEX', message: `Invalid regex /${value.text}/.`, start: value.start, end: value.end }]);
  }
}

/**
 * Names: the value's nameKey is part of (':') or all of ('=') the name's key,
 * so case, accents and punctuation do not matter. Tests (nameKey, folded name).
 */
export function compileNameTest(value: QueryValue, exact: boolean): Result<(key: string, folded: string) => boolean, QueryError> {
  if (value.kind === 'regex') {
    const regex = compileRegex(value);
    return regex.ok ? ok((_key: string, folded: string) => regex.value(folded)) : regex;
  }
  const wanted = nameKey(value.text);
  if (wanted === '') {
    // Only punctuation: compare the folded text as typed.
    const folded = searchableText(value.text);
    return ok((_key: string, name: string) => (exact ? name === folded : name.includes(folded)));
  }
  return ok(exact ? (key: string) => key === wanted : (key: string) => key.includes(wanted));
}

/** Rules text (already folded by searchableText): contains, or equals with '='. */
export function compileTextTest(value: QueryValue, exact: boolean): Result<StringTest, QueryError> {
  if (value.kind === 'regex') return compileRegex(value);
  const wanted = searchableText(value.text);
  return ok(exact ? (text) => text === wanted : (text) => text.includes(wanted));
}

/**
 * Keywords (folded): 'wizard' matches 'wizard' and 'wizard (2)', 'stormcast'
 * matches 'stormcast eternals' (a whole-word start), not 'heroes' for 'hero'.
 */
export function compileKeywordTest(value: QueryValue, exact: boolean): Result<StringTest, QueryError> {
  if (value.kind === 'regex') return compileRegex(value);
  const wanted = searchableText(value.text);
  if (exact) return ok((keyword) => keyword === wanted);
  return ok((keyword) => {
    if (!keyword.startsWith(wanted)) return false;
    if (keyword.length === wanted.length) return true;
    const next = keyword.charCodeAt(wanted.length);
    return next === 32 || next === 40 || next === 45; // ' ', '(', '-'
  });
}

export type NumberTest = (actual: number | null) => boolean;

/** A comparison with a number ('10', '3+', '12"'); ':' means '='. */
export function compileNumberTest(key: string, comparison: Comparison, value: QueryValue): Result<NumberTest, QueryError> {
  const wanted = value.kind === 'regex' ? null : parseStat(value.text);
  if (wanted === null) {
    return fail([{ code: 'INVALID_NUMBER', message: `'${key}' needs a number, not '${value.text}'.`, start: value.start, end: value.end }]);
  }
  switch (comparison) {
    case ':':
    case '=':
      return ok((actual) => actual === wanted);
    case '<':
      return ok((actual) => actual !== null && actual < wanted);
    case '<=':
      return ok((actual) => actual !== null && actual <= wanted);
    case '>':
      return ok((actual) => actual !== null && actual > wanted);
    case '>=':
      return ok((actual) => actual !== null && actual >= wanted);
  }
}
