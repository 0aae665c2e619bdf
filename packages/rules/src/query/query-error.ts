// Everything that can be wrong with a search query, as values with positions
// for underlining. Syntax errors carry fixed sentences (SYNTAX_ERROR_MESSAGES); the
// others name the key or value the search does not know.

export const SYNTAX_ERROR_MESSAGES = {
  UNTERMINATED_QUOTE: 'Unterminated quoted string',
  UNTERMINATED_REGEX: 'Unterminated regex',
  EXPECTED_VALUE_AFTER_COLON: 'Expected value after colon',
  EXPECTED_OPERATOR_AFTER_KEY: "Expected ':' or comparison after key",
  EXPECTED_VALUE_AFTER_COMPARISON: 'Expected value after comparison',
  UNMATCHED_PARENTHESES: 'Unmatched parentheses',
  UNEXPECTED_END: 'Unexpected end of input',
  UNEXPECTED_TRAILING_TOKENS: 'Unexpected trailing tokens',
} as const;

export type SyntaxErrorCode = keyof typeof SYNTAX_ERROR_MESSAGES;

/** Errors found after parsing, while turning the query into a predicate. */
export type MeaningErrorCode = 'UNKNOWN_KEY' | 'UNKNOWN_VALUE' | 'INVALID_NUMBER' | 'INVALID_COMPARISON' | 'INVALID_REGEX';

export type QueryErrorCode = SyntaxErrorCode | MeaningErrorCode;

export type QueryError = {
  code: QueryErrorCode;
  message: string;
  /** Offsets into the query text: [start, end). */
  start: number;
  end: number;
};

export function syntaxError(code: SyntaxErrorCode, start: number, end: number): QueryError {
  return { code, message: SYNTAX_ERROR_MESSAGES[code], start, end };
}

export function isSyntaxError(error: QueryError): boolean {
  return error.code in SYNTAX_ERROR_MESSAGES;
}
