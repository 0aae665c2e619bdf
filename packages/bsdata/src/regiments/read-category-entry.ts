import type { IndexedNode } from '../catalogue/id-index.js';
import { cleanName } from '../text/clean-text.js';
import { isKeywordName } from '../units/read-categories.js';
import { items, type XmlElement } from '../xml/xml-element.js';

/** A category entry as the regiment pass reads it. */
export type CategoryEntryInfo = { name: string; keyword: boolean; forceLimited: boolean };

// Category entries are shared by every army; their reading never changes.
const infoByNode = new WeakMap<XmlElement, CategoryEntryInfo>();

/** The category's cleaned name, whether it is a keyword, and whether it limits regiments; undefined for other ids. */
export function readCategoryEntry(id: string, index: ReadonlyMap<string, IndexedNode>): CategoryEntryInfo | undefined {
  const node = index.get(id)?.node;
  if (node?.tag !== 'categoryEntry') return undefined;
  let info = infoByNode.get(node);
  if (!info) {
    const name = cleanName(node.attrs.name ?? '');
    const forceLimited = items(node, 'constraints').some((constraint) => constraint.attrs.scope === 'force');
    info = { name, keyword: isKeywordName(name), forceLimited };
    infoByNode.set(node, info);
  }
  return info;
}
