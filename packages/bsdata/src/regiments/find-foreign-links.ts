import type { Catalogue } from '../catalogue/catalogue.js';
import { items } from '../xml/xml-element.js';

/** A root entry link of some catalogue: the way an army fields a warscroll. */
type RootLink = { id: string; catalogue: Catalogue };

// Per data set (its list of catalogues): root entry links by the id they target, read once.
const linksByCatalogues = new WeakMap<readonly Catalogue[], Map<string, RootLink[]>>();

function rootLinksByTarget(catalogues: readonly Catalogue[]): Map<string, RootLink[]> {
  let links = linksByCatalogues.get(catalogues);
  if (!links) {
    links = new Map();
    for (const catalogue of catalogues) {
      for (const link of items(catalogue.root, 'entryLinks')) {
        const { id, targetId } = link.attrs;
        if (!id || !targetId) continue;
        const list = links.get(targetId);
        if (list) list.push({ id, catalogue });
        else links.set(targetId, [{ id, catalogue }]);
      }
    }
    linksByCatalogues.set(catalogues, links);
  }
  return links;
}

/**
 * Other catalogues' root links to the same definition. Armies of renown copy
 * grants and limits from their parent army with the parent's link ids
 * ("leader is Morathi-Khaine" naming Daughters of Khaine's link in Zainthar
 * Kai): such an id can only mean this army's unit of that warscroll.
 */
export function findForeignLinks(entryId: string, catalogues: readonly Catalogue[], ownCatalogues: readonly Catalogue[]): string[] {
  return (rootLinksByTarget(catalogues).get(entryId) ?? []).filter((link) => !ownCatalogues.includes(link.catalogue)).map((link) => link.id);
}
