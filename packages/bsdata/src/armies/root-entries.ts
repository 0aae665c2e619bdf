import type { Catalogue } from '../catalogue/catalogue.js';
import type { IndexedNode } from '../catalogue/id-index.js';
import { resolveEntry, type ResolvedEntry } from '../catalogue/resolve-link.js';
import { items } from '../xml/xml-element.js';

export type RootEntry = ResolvedEntry & { owner: Catalogue };

/** The root selection entries and entry links of an army's content catalogues, resolved. */
export function readRootEntries(
  contentCatalogues: readonly Catalogue[],
  index: ReadonlyMap<string, IndexedNode>,
  onUnresolved: (catalogue: Catalogue, id: string, name: string) => void,
): RootEntry[] {
  const entries: RootEntry[] = [];
  for (const catalogue of contentCatalogues) {
    for (const node of [...items(catalogue.root, 'entryLinks'), ...items(catalogue.root, 'selectionEntries')]) {
      const resolved = resolveEntry(node, index, catalogue);
      if (resolved) entries.push({ ...resolved, owner: catalogue });
      else onUnresolved(catalogue, node.attrs.id ?? '', node.attrs.name ?? '');
    }
  }
  return entries;
}
