import type { WarningReport } from '../report/warning-report.js';
import type { XmlElement } from '../xml/xml-element.js';
import type { Catalogue } from './catalogue.js';

export type IndexedNode = { node: XmlElement; catalogue: Catalogue };

/** Elements that other elements reference by id (targetId, childId, affects). */
const INDEXED_TAGS = new Set(['selectionEntry', 'selectionEntryGroup', 'entryLink', 'infoLink', 'profile', 'rule', 'categoryEntry', 'forceEntry']);

/**
 * One map over every file: ids are effectively global in this data set, so
 * links resolve through it instead of reproducing catalogueLink scoping.
 */
export function buildIdIndex(catalogues: readonly Catalogue[], report: WarningReport): Map<string, IndexedNode> {
  const index = new Map<string, IndexedNode>();
  for (const catalogue of catalogues) {
    index.set(catalogue.id, { node: catalogue.root, catalogue });
    for (const node of catalogue.elementsWithId) {
      if (!INDEXED_TAGS.has(node.tag)) continue;
      const id = node.attrs.id!;
      const existing = index.get(id);
      if (existing) {
        report.add({
          code: 'DUPLICATE_ID',
          file: catalogue.file,
          id,
          message: `Id ${id} (${node.tag} '${node.attrs.name ?? ''}') is also defined in ${existing.catalogue.file}; the first definition is used.`,
        });
        continue;
      }
      index.set(id, { node, catalogue });
    }
  }
  return index;
}
