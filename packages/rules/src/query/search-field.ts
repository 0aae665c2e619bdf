// The shape of the search reference: each filter a search box understands,
// described as data for the Search Reference page and read by the compiler.
import type { Comparison } from './lexer.js';

export type SearchFieldType = 'text' | 'number' | 'choice';

export type SearchFieldValue = {
  value: string;
  aliases: readonly string[];
  description: string;
};

export type SearchExample = { query: string; description: string };

export type SearchField<TId extends string = string> = {
  id: TId;
  /** Heading on the reference page. */
  name: string;
  group: string;
  description: string;
  /** Keys in lower case; the first is the one the reference shows first. */
  keys: readonly string[];
  type: SearchFieldType;
  comparisons: readonly Comparison[];
  /** Takes a `&melee` or `&ranged` suffix (weapon filters). */
  weaponSuffix: boolean;
  /** Allowed values of a choice field (or known values of a text field, such as army aliases). */
  values: readonly SearchFieldValue[];
  examples: readonly SearchExample[];
};

export const TEXT_COMPARISONS: readonly Comparison[] = [':', '='];
export const NUMBER_COMPARISONS: readonly Comparison[] = [':', '=', '<', '<=', '>', '>='];

/** Key (lower case) -> field, for a field table. */
export function indexFieldKeys<TId extends string>(fields: readonly SearchField<TId>[]): ReadonlyMap<string, SearchField<TId>> {
  const map = new Map<string, SearchField<TId>>();
  for (const field of fields) for (const key of field.keys) map.set(key, field);
  return map;
}
