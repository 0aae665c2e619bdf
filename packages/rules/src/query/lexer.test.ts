import { describe, expect, it } from 'vitest';

import { lexQuery, type Token } from './lexer.js';
import { WEAPON_SUFFIX_KEYS } from './search-fields.js';

function lex(text: string): string[] {
  const result = lexQuery(text, { suffixKeys: WEAPON_SUFFIX_KEYS });
  if (!result.ok) throw new Error(result.errors[0]!.message);
  return result.value.map((token: Token) => `${token.kind}:${token.text}@${token.start}-${token.end}`);
}

describe('lexQuery', () => {
  it('keeps the offsets of words, keys, operators and values', () => {
    expect(lex('a:sce  k:hero')).toEqual(['key:a@0-1', 'colon::@1-2', 'value:sce@2-5', 'key:k@7-8', 'colon::@8-9', 'value:hero@9-13']);
  });

  it('reads every comparison, longest first', () => {
    expect(lex('mv<1 mv<=2 mv>3 mv>=4 mv=5').filter((token) => token.startsWith('comparison'))).toEqual([
      'comparison:<@2-3',
      'comparison:<=@7-9',
      'comparison:>@13-14',
      'comparison:>=@18-20',
      'comparison:=@24-25',
    ]);
  });

  it('reads quoted values with escapes and regexes as their source', () => {
    expect(lex('o:"say \\"hi\\"" /^lord\\/x/')).toEqual(['key:o@0-1', 'colon::@1-2', 'quoted:say "hi"@2-14', 'regex:^lord\\/x@15-25']);
  });

  it('turns AND, OR and NOT (any case), &, |, && and || into operators', () => {
    expect(lex('a and b Or c NOT d & e | f && g || h').filter((token) => !token.startsWith('word'))).toEqual([
      'and:and@2-5',
      'or:Or@8-10',
      'not:NOT@13-16',
      'and:&@19-20',
      'or:|@23-24',
      'and:&&@27-29',
      'or:||@32-34',
    ]);
  });

  it('keeps hyphens inside words and reads a leading minus as negation', () => {
    expect(lex('-flesh-eater')).toEqual(['minus:-@0-1', 'word:flesh-eater@1-12']);
  });

  it('reads &melee and &ranged after a weapon filter, before or after the comparison', () => {
    expect(lex('hit<=3&melee')).toEqual(['key:hit@0-3', 'comparison:<=@3-5', 'value:3@5-6', 'suffix:melee@6-12']);
    expect(lex('hit&Ranged<=3')).toEqual(['key:hit@0-3', 'suffix:ranged@3-10', 'comparison:<=@10-12', 'value:3@12-13']);
  });

  it('reads & after any other filter as AND', () => {
    expect(lex('k:hero&melee')).toEqual(['key:k@0-1', 'colon::@1-2', 'value:hero@2-6', 'and:&@6-7', 'word:melee@7-12']);
  });

  it('lets a value hold colons, comparison signs and an inch mark', () => {
    expect(lex('o:a:b<c')).toEqual(['key:o@0-1', 'colon::@1-2', 'value:a:b<c@2-7']);
    expect(lex('range>=18"')).toEqual(['key:range@0-5', 'comparison:>=@5-7', 'value:18"@7-10']);
  });

  it('reports unterminated quotes and regexes from their opening to the end', () => {
    expect(lexQuery('k:hero "mortal')).toEqual({
      ok: false,
      errors: [{ code: 'UNTERMINATED_QUOTE', message: 'Unterminated quoted string', start: 7, end: 14 }],
    });
    expect(lexQuery('/lord')).toEqual({ ok: false, errors: [{ code: 'UNTERMINATED_REGEX', message: 'Unterminated regex', start: 0, end: 5 }] });
  });

  it('reads an empty or blank query as no tokens', () => {
    expect(lex('  \t ')).toEqual([]);
  });
});
