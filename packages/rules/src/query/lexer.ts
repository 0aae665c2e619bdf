// The search query lexer: one pass over charCodeAt, every token keeping its
// offsets, no regular expressions on the user's text.
import { fail, ok, type Result } from '../shared/result.js';
import { syntaxError, type QueryError } from './query-error.js';

export type Comparison = ':' | '=' | '<' | '<=' | '>' | '>=';

export type TokenKind =
  | 'word' // a bare word
  | 'key' // a word directly followed by ':' or a comparison
  | 'colon'
  | 'comparison'
  | 'value' // an unquoted value directly after ':' or a comparison
  | 'quoted' // "…", text without the quotes and escapes
  | 'regex' // /…/, text is the pattern source
  | 'suffix' // &melee or &ranged on a weapon filter, text 'melee' or 'ranged'
  | 'lparen'
  | 'rparen'
  | 'and'
  | 'or'
  | 'not'
  | 'minus';

export type Token = { kind: TokenKind; text: string; start: number; end: number };

export type LexOptions = {
  /** Keys (lower case) that take a `&melee` / `&ranged` suffix. */
  suffixKeys?: ReadonlySet<string>;
};

const SPACE = 32;
const QUOTE = 34; // "
const AMP = 38; // &
const LPAREN = 40;
const RPAREN = 41;
const MINUS = 45;
const SLASH = 47;
const COLON = 58;
const LT = 60;
const EQ = 61;
const GT = 62;
const BACKSLASH = 92;
const PIPE = 124;

function isSpace(code: number): boolean {
  return code === SPACE || (code >= 9 && code <= 13) || code === 0xa0 || code === 0x3000 || (code >= 0x2000 && code <= 0x200a);
}

function isOperatorChar(code: number): boolean {
  return code === COLON || code === LT || code === GT || code === EQ;
}

/** Characters that end a bare word. */
function endsWord(code: number): boolean {
  return isSpace(code) || code === QUOTE || code === LPAREN || code === RPAREN || code === AMP || code === PIPE || isOperatorChar(code);
}

/** Characters that end an unquoted value. A value may hold ':', '<' and, after its start, '"' (an inch mark: range>=18"). */
function endsValue(code: number): boolean {
  return isSpace(code) || code === LPAREN || code === RPAREN || code === AMP || code === PIPE;
}

const SUFFIXES = ['melee', 'ranged'] as const;

export function lexQuery(text: string, options: LexOptions = {}): Result<Token[], QueryError> {
  const suffixKeys = options.suffixKeys ?? new Set<string>();
  const tokens: Token[] = [];
  const length = text.length;
  let pos = 0;
  /** Set while the next adjacent token is a value of this (lower-case) key. */
  let valueOf: string | null = null;
  /** The (lower-case) key the next ':' or comparison belongs to, if any. */
  let pendingKey: string | null = null;

  const push = (kind: TokenKind, tokenText: string, start: number, end: number) => {
    tokens.push({ kind, text: tokenText, start, end });
    if (kind === 'key') pendingKey = tokenText.toLowerCase();
    else if (kind !== 'suffix') pendingKey = null;
  };

  /** `&melee` or `&ranged` at pos, followed by a word boundary: the suffix, else null. */
  const suffixAt = (at: number): (typeof SUFFIXES)[number] | null => {
    if (text.charCodeAt(at) !== AMP) return null;
    for (const suffix of SUFFIXES) {
      const end = at + 1 + suffix.length;
      if (end > length || text.slice(at + 1, end).toLowerCase() !== suffix) continue;
      if (end === length || endsWord(text.charCodeAt(end))) return suffix;
    }
    return null;
  };

  /** Reads "…" from pos (at the quote); returns the end offset or -1 when unterminated. */
  const readQuoted = (): number => {
    const start = pos;
    let value = '';
    let at = pos + 1;
    while (at < length) {
      const code = text.charCodeAt(at);
      if (code === BACKSLASH && at + 1 < length) {
        value += text[at + 1];
        at += 2;
        continue;
      }
      if (code === QUOTE) {
        push('quoted', value, start, at + 1);
        return at + 1;
      }
      value += text[at];
      at++;
    }
    return -1;
  };

  /** Reads /…/ from pos (at the slash); returns the end offset or -1 when unterminated. */
  const readRegex = (): number => {
    const start = pos;
    let at = pos + 1;
    while (at < length) {
      const code = text.charCodeAt(at);
      if (code === BACKSLASH && at + 1 < length) {
        at += 2;
        continue;
      }
      if (code === SLASH) {
        push('regex', text.slice(start + 1, at), start, at + 1);
        return at + 1;
      }
      at++;
    }
    return -1;
  };

  while (pos < length) {
    const code = text.charCodeAt(pos);
    const isValue = valueOf !== null;
    const keyOfValue = valueOf;
    valueOf = null;

    if (isSpace(code)) {
      pos++;
      continue;
    }
    if (code === QUOTE || code === SLASH) {
      const end = code === QUOTE ? readQuoted() : readRegex();
      if (end < 0) return fail([syntaxError(code === QUOTE ? 'UNTERMINATED_QUOTE' : 'UNTERMINATED_REGEX', pos, length)]);
      pos = end;
      if (isValue && keyOfValue !== null) pos = readTrailingSuffix(keyOfValue);
      continue;
    }
    if (isValue && !endsValue(code)) {
      const start = pos;
      while (pos < length && !endsValue(text.charCodeAt(pos))) pos++;
      push('value', text.slice(start, pos), start, pos);
      if (keyOfValue !== null) pos = readTrailingSuffix(keyOfValue);
      continue;
    }
    if (code === LPAREN || code === RPAREN) {
      push(code === LPAREN ? 'lparen' : 'rparen', text[pos]!, pos, pos + 1);
      pos++;
      continue;
    }
    if (code === AMP || code === PIPE) {
      const double = text.charCodeAt(pos + 1) === code ? 2 : 1;
      push(code === AMP ? 'and' : 'or', text.slice(pos, pos + double), pos, pos + double);
      pos += double;
      continue;
    }
    if (isOperatorChar(code)) {
      const start = pos;
      const width = (code === LT || code === GT) && text.charCodeAt(pos + 1) === EQ ? 2 : 1;
      const operator = text.slice(pos, pos + width);
      const key = pendingKey;
      push(operator === ':' ? 'colon' : 'comparison', operator, start, start + width);
      pos += width;
      valueOf = key ?? '';
      continue;
    }
    if (code === MINUS) {
      push('minus', '-', pos, pos + 1);
      pos++;
      continue;
    }
    // A word, a key, or an operator word.
    const start = pos;
    while (pos < length && !endsWord(text.charCodeAt(pos))) pos++;
    const word = text.slice(start, pos);
    const lower = word.toLowerCase();
    const next = text.charCodeAt(pos);
    if (pos < length && isOperatorChar(next)) {
      push('key', word, start, pos);
      continue;
    }
    const suffix = suffixKeys.has(lower) ? suffixAt(pos) : null;
    if (suffix) {
      // `hit&melee<=3`: the suffix written before the comparison.
      push('key', word, start, pos);
      push('suffix', suffix, pos, pos + 1 + suffix.length);
      pos += 1 + suffix.length;
      continue;
    }
    if (lower === 'and' || lower === 'or' || lower === 'not') push(lower, word, start, pos);
    else push('word', word, start, pos);
  }
  return ok(tokens);

  function readTrailingSuffix(key: string): number {
    if (!suffixKeys.has(key)) return pos;
    const suffix = suffixAt(pos);
    if (!suffix) return pos;
    push('suffix', suffix, pos, pos + 1 + suffix.length);
    return pos + 1 + suffix.length;
  }
}
