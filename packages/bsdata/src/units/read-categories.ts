import type { IndexedNode } from '../catalogue/id-index.js';
import type { ResolvedEntry } from '../catalogue/resolve-link.js';
import { collectModifiers } from '../context/modifiers.js';
import type { StaticContext } from '../context/static-context.js';
import { BOOKKEEPING_CATEGORIES } from '../ids.js';
import { cleanName } from '../text/clean-text.js';
import { items } from '../xml/xml-element.js';

export type EntryCategories = {
  /** Ids of the categories the entry certainly has. */
  ids: Set<string>;
  /** Upper-case keywords, in data order. */
  keywords: string[];
  /** Mixed-case helper categories ('Warrior Chamber Infantry'), used by regiment options. */
  helpers: string[];
};

export function categoryName(id: string, index: ReadonlyMap<string, IndexedNode>): string | undefined {
  const category = index.get(id);
  return category?.node.tag === 'categoryEntry' ? cleanName(category.node.attrs.name ?? '') : undefined;
}

/** Real keywords are written in capitals ('WARD (5+)', 'WIZARD (2)'); helpers are mixed case. */
export function isKeywordName(name: string): boolean {
  return /[A-Z]/.test(name) && name === name.toUpperCase();
}

/**
 * The categories of a unit: its definition's and its links' category links,
 * plus categories added (and minus those removed) by modifiers that always apply.
 */
export function readCategories(resolved: ResolvedEntry, index: ReadonlyMap<string, IndexedNode>, context: StaticContext): EntryCategories {
  const ids = new Set<string>();
  for (const node of [resolved.entry, ...resolved.links]) {
    for (const link of items(node, 'categoryLinks')) {
      if (link.attrs.hidden !== 'true' && link.attrs.targetId) ids.add(link.attrs.targetId);
    }
  }
  for (const node of [resolved.entry, ...resolved.links]) {
    for (const { modifier, applies } of collectModifiers(node, context)) {
      if (applies !== true || modifier.attrs.field !== 'category' || modifier.attrs.affects) continue;
      const value = modifier.attrs.value ?? '';
      if (modifier.attrs.type === 'add') ids.add(value);
      else if (modifier.attrs.type === 'remove') ids.delete(value);
    }
  }
  const keywords: string[] = [];
  const helpers: string[] = [];
  for (const id of ids) {
    if (BOOKKEEPING_CATEGORIES.has(id)) continue;
    const name = categoryName(id, index);
    if (!name) continue;
    if (isKeywordName(name)) {
      if (!keywords.includes(name)) keywords.push(name);
    } else if (!helpers.includes(name)) helpers.push(name);
  }
  return { ids, keywords, helpers };
}
