// The parsed form of a search query. Every node keeps the offsets of the text
// it came from, so errors found later can still be underlined.
import type { Comparison } from './lexer.js';

export type { Comparison } from './lexer.js';

export type WeaponKindSuffix = 'melee' | 'ranged';

/** A value as typed: a bare word, a "quoted phrase" or a /regex/. */
export type QueryValue = {
  kind: 'word' | 'quoted' | 'regex';
  text: string;
  start: number;
  end: number;
};

/** A bare value: matches names. */
export type TermNode = { type: 'term'; value: QueryValue; start: number; end: number };

/** `key:value`, `key>=value`, `hit<=3&melee`. */
export type FilterNode = {
  type: 'filter';
  /** As typed; compare case-insensitively. */
  key: string;
  keyStart: number;
  keyEnd: number;
  comparison: Comparison;
  value: QueryValue;
  suffix: WeaponKindSuffix | null;
  start: number;
  end: number;
};

export type NotNode = { type: 'not'; child: QueryNode; start: number; end: number };
export type AndNode = { type: 'and'; children: QueryNode[]; start: number; end: number };
export type OrNode = { type: 'or'; children: QueryNode[]; start: number; end: number };

export type QueryNode = TermNode | FilterNode | NotNode | AndNode | OrNode;

/** True when the query is only bare values joined by AND: plain words a player typed. */
export function isPlainTerms(node: QueryNode): boolean {
  if (node.type === 'term') return node.value.kind !== 'regex';
  if (node.type === 'and') return node.children.every(isPlainTerms);
  return false;
}
