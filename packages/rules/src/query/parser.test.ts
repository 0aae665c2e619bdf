import { describe, expect, it } from 'vitest';

import type { QueryNode } from './ast.js';
import { MAX_QUERY_NESTING, parseQuery } from './parser.js';
import { SYNTAX_ERROR_MESSAGES } from './query-error.js';
import { WEAPON_SUFFIX_KEYS } from './search-fields.js';

const parse = (text: string) => parseQuery(text, { suffixKeys: WEAPON_SUFFIX_KEYS });

/** The tree as an S-expression: (and (filter a : sce) (not (term hero))). */
function show(node: QueryNode): string {
  switch (node.type) {
    case 'term':
      return `(${node.value.kind} ${node.value.text})`;
    case 'filter':
      return `(filter ${node.key} ${node.comparison} ${node.value.kind === 'word' ? '' : `${node.value.kind} `}${node.value.text}${node.suffix ? ` &${node.suffix}` : ''})`;
    case 'not':
      return `(not ${show(node.child)})`;
    case 'and':
    case 'or':
      return `(${node.type} ${node.children.map(show).join(' ')})`;
  }
}

function tree(text: string): string {
  const result = parse(text);
  if (!result.ok) throw new Error(`${text}: ${result.errors[0]!.message}`);
  return result.value === null ? 'null' : show(result.value);
}

function errorOf(text: string) {
  const result = parse(text);
  if (result.ok) throw new Error(`${text} parsed`);
  expect(result.errors).toHaveLength(1);
  const { message, start, end } = result.errors[0]!;
  return { message, start, end };
}

describe('parseQuery: operators', () => {
  it('joins terms with an implicit AND', () => {
    expect(tree('a:sce k:hero mv>=10')).toBe('(and (filter a : sce) (filter k : hero) (filter mv >= 10))');
  });

  it('reads & and and (any case) as AND, | and or as OR', () => {
    expect(tree('k:hero & k:wizard')).toBe('(and (filter k : hero) (filter k : wizard))');
    expect(tree('k:hero AND k:wizard')).toBe('(and (filter k : hero) (filter k : wizard))');
    expect(tree('k:wizard | k:priest')).toBe('(or (filter k : wizard) (filter k : priest))');
    expect(tree('k:wizard or k:priest')).toBe('(or (filter k : wizard) (filter k : priest))');
  });

  it('reads NOT and a minus prefix as negation, cancelling in pairs', () => {
    expect(tree('-k:unique')).toBe('(not (filter k : unique))');
    expect(tree('not k:unique')).toBe('(not (filter k : unique))');
    expect(tree('--k:unique')).toBe('(filter k : unique)');
    expect(tree('NOT -k:unique')).toBe('(filter k : unique)');
  });

  it('binds NOT tighter than AND, and AND tighter than OR', () => {
    expect(tree('not a b or c')).toBe('(or (and (not (word a)) (word b)) (word c))');
    expect(tree('a or b c')).toBe('(or (word a) (and (word b) (word c)))');
    expect(tree('a | b & c | d')).toBe('(or (word a) (and (word b) (word c)) (word d))');
  });

  it('groups with parentheses, negated or not', () => {
    expect(tree('(a:sce or a:cos) k:wizard')).toBe('(and (or (filter a : sce) (filter a : cos)) (filter k : wizard))');
    expect(tree('-(a or b)')).toBe('(not (or (word a) (word b)))');
    expect(tree('((a))')).toBe('(word a)');
  });

  it('reads quoted phrases and regexes as terms and as values', () => {
    expect(tree('"mortal damage"')).toBe('(quoted mortal damage)');
    expect(tree('/^lord/')).toBe('(regex ^lord)');
    expect(tree('o:"mortal damage" n:/^lord/')).toBe('(and (filter o : quoted mortal damage) (filter n : regex ^lord))');
  });

  it('gives a blank query no tree', () => {
    expect(tree('   ')).toBe('null');
  });

  it('keeps the offsets of every node', () => {
    const result = parse('a:sce -k:hero');
    expect(result.ok && result.value).toMatchObject({
      type: 'and',
      start: 0,
      end: 13,
      children: [
        { type: 'filter', key: 'a', keyStart: 0, keyEnd: 1, start: 0, end: 5, value: { start: 2, end: 5 } },
        { type: 'not', start: 6, end: 13, child: { type: 'filter', keyStart: 7, keyEnd: 8, start: 7, end: 13 } },
      ],
    });
  });
});

describe('parseQuery: filters and comparisons', () => {
  it.each([
    ['mv:10', '(filter mv : 10)'],
    ['mv=10', '(filter mv = 10)'],
    ['mv<10', '(filter mv < 10)'],
    ['mv<=10', '(filter mv <= 10)'],
    ['mv>10', '(filter mv > 10)'],
    ['mv>=10', '(filter mv >= 10)'],
    ['sv<=3+', '(filter sv <= 3+)'],
    ['range>=18"', '(filter range >= 18")'],
    ['rend>=-1', '(filter rend >= -1)'],
  ])('reads %s', (text, expected) => {
    expect(tree(text)).toBe(expected);
  });

  it.each([
    'a',
    'army',
    'is',
    'k',
    'kw',
    'n',
    'o',
    'ak',
    'an',
    'ao',
    'mv',
    'move',
    'wounds',
    'health',
    'ctrl',
    'control',
    'sv',
    'save',
    'lvl',
    'ward',
    'banish',
    'points',
    'wa',
  ])('reads the %s: filter', (key) => {
    expect(tree(`${key}:x`)).toBe(`(filter ${key} : x)`);
  });

  it.each(['hit', 'wnd', 'rend', 'dmg', 'range', 'atk'])('reads the %s weapon filter with &melee or &ranged', (key) => {
    expect(tree(`${key}<=3&melee`)).toBe(`(filter ${key} <= 3 &melee)`);
    expect(tree(`${key}>=2&RANGED`)).toBe(`(filter ${key} >= 2 &ranged)`);
    expect(tree(`${key}&melee=1`)).toBe(`(filter ${key} = 1 &melee)`);
  });

  it('takes a suffix after a quoted weapon ability', () => {
    expect(tree('wa:"crit (mortal)"&ranged')).toBe('(filter wa : quoted crit (mortal) &ranged)');
  });

  it('keeps the key as typed', () => {
    expect(tree('A:SCE')).toBe('(filter A : SCE)');
  });
});

describe('parseQuery: errors, with the catalogue wording and offsets', () => {
  it('has one message for each of the eight syntax errors', () => {
    expect(Object.values(SYNTAX_ERROR_MESSAGES)).toEqual([
      'Unterminated quoted string',
      'Unterminated regex',
      'Expected value after colon',
      "Expected ':' or comparison after key",
      'Expected value after comparison',
      'Unmatched parentheses',
      'Unexpected end of input',
      'Unexpected trailing tokens',
    ]);
  });

  it.each([
    ['"mortal damage', 'Unterminated quoted string', 0, 14],
    ['o:"mortal', 'Unterminated quoted string', 2, 9],
    ['"say \\"', 'Unterminated quoted string', 0, 7],
    ['/^lord', 'Unterminated regex', 0, 6],
    ['k:hero n:/lord', 'Unterminated regex', 9, 14],
    ['a:', 'Expected value after colon', 0, 2],
    ['k:hero a: sce', 'Expected value after colon', 7, 9],
    ['(a:)', 'Expected value after colon', 1, 3],
    ['mv>=', 'Expected value after comparison', 0, 4],
    ['mv>= 10', 'Expected value after comparison', 0, 4],
    ['k:hero mv<', 'Expected value after comparison', 7, 10],
    ['hit&melee', "Expected ':' or comparison after key", 0, 9],
    ['k:hero dmg&ranged 3', "Expected ':' or comparison after key", 7, 17],
    ['mv >=10', "Expected ':' or comparison after key", 0, 2],
    ['(a:sce', 'Unmatched parentheses', 0, 1],
    ['((a) b', 'Unmatched parentheses', 0, 1],
    ['a:sce)', 'Unmatched parentheses', 5, 6],
    ['a or )', 'Unmatched parentheses', 5, 6],
    ['a:sce or', 'Unexpected end of input', 8, 8],
    ['k:hero and', 'Unexpected end of input', 10, 10],
    ['NOT', 'Unexpected end of input', 3, 3],
    ['k:hero -', 'Unexpected end of input', 8, 8],
    ['(', 'Unexpected end of input', 1, 1],
    ['or k:hero', 'Unexpected trailing tokens', 0, 2],
    ['k:hero and or a', 'Unexpected trailing tokens', 11, 13],
    [':hero', 'Unexpected trailing tokens', 0, 1],
    ['>=10', 'Unexpected trailing tokens', 0, 2],
    ['(a:sce :x)', 'Unexpected trailing tokens', 7, 8],
  ])('%s -> %s at %i-%i', (text, message, start, end) => {
    expect(errorOf(text)).toEqual({ message, start, end });
  });

  it('refuses parentheses nested deeper than the limit rather than exhausting the stack', () => {
    expect(parse(`${'('.repeat(MAX_QUERY_NESTING)}a${')'.repeat(MAX_QUERY_NESTING)}`).ok).toBe(true);
    expect(errorOf(`${'('.repeat(5000)}a`)).toEqual({ message: 'Unexpected trailing tokens', start: MAX_QUERY_NESTING, end: MAX_QUERY_NESTING + 1 });
    expect(tree(`${'-'.repeat(10001)}a`)).toBe('(not (word a))');
  });
});
