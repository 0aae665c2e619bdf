import { compileQuery } from '@scrolldex/rules';
import { describe, expect, it } from 'vitest';

import { markQuery } from './query-errors';

function errorsOf(query: string) {
  const compiled = compileQuery(query);
  if (compiled.ok) throw new Error(`'${query}' compiled`);
  return compiled.errors;
}

describe('markQuery', () => {
  it('marks the part of the query the parser points at', () => {
    expect(markQuery('k:"unterminated', errorsOf('k:"unterminated'))).toEqual([
      { text: 'k:', marked: false },
      { text: '"unterminated', marked: true },
    ]);
  });

  it('marks a gap at the end when the query stops too early', () => {
    const segments = markQuery('k:', errorsOf('k:'));
    expect(segments.at(-1)?.marked).toBe(true);
    expect(
      segments
        .map((segment) => segment.text)
        .join('')
        .trimEnd(),
    ).toBe('k:');
  });
});
