// Search query parser: recursive descent over the lexer's tokens.
//   query   := or EOF
//   or      := and (OR and)*
//   and     := unary ((AND)? unary)*        implicit AND between operands
//   unary   := (NOT | '-')* primary
//   primary := '(' or ')' | filter | term
//   filter  := KEY [SUFFIX] (':' | comparison) value [SUFFIX]
// Precedence NOT > AND > OR. User text never throws: every failure is a
// QueryError with the catalogue's wording and the offsets to underline.
import { fail, ok, type Result } from '../shared/result.js';
import type { FilterNode, QueryNode, QueryValue, WeaponKindSuffix } from './ast.js';
import { lexQuery, type Comparison, type LexOptions, type Token } from './lexer.js';
import { syntaxError, type QueryError } from './query-error.js';

/** The parse of an empty (or all-blank) query is null: it matches nothing. */
export type ParsedQuery = QueryNode | null;

/** Parentheses nested deeper than this are refused, so no query can exhaust the stack. */
export const MAX_QUERY_NESTING = 64;

const OPERAND_STARTS = new Set<Token['kind']>(['word', 'key', 'quoted', 'regex', 'lparen', 'not', 'minus']);
const VALUE_KINDS = new Set<Token['kind']>(['value', 'quoted', 'regex']);

export function parseQuery(text: string, options: LexOptions = {}): Result<ParsedQuery, QueryError> {
  const lexed = lexQuery(text, options);
  if (!lexed.ok) return lexed;
  const tokens = lexed.value;
  if (tokens.length === 0) return ok(null);
  let pos = 0;
  let depth = 0;
  let error: QueryError | null = null;

  const peek = (): Token | undefined => tokens[pos];
  const raise = (found: QueryError): null => {
    error ??= found;
    return null;
  };

  const parseOr = (): QueryNode | null => {
    const first = parseAnd();
    if (!first) return null;
    const children = [first];
    while (peek()?.kind === 'or') {
      pos++;
      const next = parseAnd();
      if (!next) return null;
      children.push(next);
    }
    return children.length === 1 ? first : { type: 'or', children, start: first.start, end: children.at(-1)!.end };
  };

  const parseAnd = (): QueryNode | null => {
    const first = parseUnary();
    if (!first) return null;
    const children = [first];
    for (let token = peek(); token && (token.kind === 'and' || OPERAND_STARTS.has(token.kind)); token = peek()) {
      if (token.kind === 'and') pos++;
      const next = parseUnary();
      if (!next) return null;
      children.push(next);
    }
    return children.length === 1 ? first : { type: 'and', children, start: first.start, end: children.at(-1)!.end };
  };

  const parseUnary = (): QueryNode | null => {
    const first = peek();
    let negations = 0;
    while (peek()?.kind === 'not' || peek()?.kind === 'minus') {
      negations++;
      pos++;
    }
    const child = parsePrimary();
    if (!child || negations % 2 === 0) return child;
    return { type: 'not', child, start: first!.start, end: child.end };
  };

  const parsePrimary = (): QueryNode | null => {
    const token = peek();
    if (!token) return raise(syntaxError('UNEXPECTED_END', text.length, text.length));
    switch (token.kind) {
      case 'lparen':
        return parseGroup(token);
      case 'word':
      case 'quoted':
      case 'regex':
        pos++;
        return { type: 'term', value: toValue(token), start: token.start, end: token.end };
      case 'key':
        return parseFilter(token);
      default:
        return raise(leftoverError(token));
    }
  };

  const parseGroup = (open: Token): QueryNode | null => {
    if (depth >= MAX_QUERY_NESTING) return raise(syntaxError('UNEXPECTED_TRAILING_TOKENS', open.start, open.end));
    pos++;
    depth++;
    const inner = parseOr();
    depth--;
    if (!inner) return null;
    const close = peek();
    if (!close) return raise(syntaxError('UNMATCHED_PARENTHESES', open.start, open.end));
    if (close.kind !== 'rparen') return raise(leftoverError(close));
    pos++;
    return { ...inner, start: open.start, end: close.end };
  };

  const parseFilter = (key: Token): FilterNode | null => {
    pos++;
    let suffix: WeaponKindSuffix | null = null;
    if (peek()?.kind === 'suffix') {
      suffix = peek()!.text as WeaponKindSuffix;
      pos++;
    }
    const operator = peek();
    const keyEnd = tokens[pos - 1]!.end;
    if (!operator || (operator.kind !== 'colon' && operator.kind !== 'comparison') || operator.start !== keyEnd) {
      return raise(syntaxError('EXPECTED_OPERATOR_AFTER_KEY', key.start, keyEnd));
    }
    pos++;
    const valueToken = peek();
    if (!valueToken || !VALUE_KINDS.has(valueToken.kind) || valueToken.start !== operator.end) {
      const code = operator.kind === 'colon' ? 'EXPECTED_VALUE_AFTER_COLON' : 'EXPECTED_VALUE_AFTER_COMPARISON';
      return raise(syntaxError(code, key.start, operator.end));
    }
    pos++;
    let end = valueToken.end;
    const after = peek();
    if (suffix === null && after?.kind === 'suffix') {
      suffix = after.text as WeaponKindSuffix;
      end = after.end;
      pos++;
    }
    return {
      type: 'filter',
      key: key.text,
      keyStart: key.start,
      keyEnd: key.end,
      comparison: operator.text as Comparison,
      value: toValue(valueToken),
      suffix,
      start: key.start,
      end,
    };
  };

  /** The error for a token that cannot stand where it is. */
  const leftoverError = (token: Token): QueryError => {
    if (token.kind === 'rparen') return syntaxError('UNMATCHED_PARENTHESES', token.start, token.end);
    const index = tokens.indexOf(token);
    const previous = index > 0 ? tokens[index - 1] : undefined;
    // `mv >=10`: a comparison written apart from its key.
    if ((token.kind === 'colon' || token.kind === 'comparison') && previous?.kind === 'word') {
      return syntaxError('EXPECTED_OPERATOR_AFTER_KEY', previous.start, previous.end);
    }
    return syntaxError('UNEXPECTED_TRAILING_TOKENS', token.start, token.end);
  };

  const node = parseOr();
  if (error) return fail([error]);
  const rest = peek();
  if (rest) return fail([leftoverError(rest)]);
  return node ? ok(node) : fail([syntaxError('UNEXPECTED_END', text.length, text.length)]);
}

function toValue(token: Token): QueryValue {
  const kind = token.kind === 'quoted' ? 'quoted' : token.kind === 'regex' ? 'regex' : 'word';
  return { kind, text: token.text, start: token.start, end: token.end };
}
