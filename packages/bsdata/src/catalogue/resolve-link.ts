import type { XmlElement } from '../xml/xml-element.js';
import type { Catalogue } from './catalogue.js';
import type { IndexedNode } from './id-index.js';

/** A definition reached through zero or more links; `link` is the outermost link, if any. */
export type ResolvedEntry = {
  link: XmlElement | null;
  /** Links followed, outermost first (merged over the definition). */
  links: XmlElement[];
  entry: XmlElement;
  /** Where the definition lives. */
  catalogue: Catalogue;
};

const MAX_LINK_DEPTH = 5;

/** Follows entryLinks and infoLinks to the definition; undefined when a target does not resolve. */
export function resolveEntry(node: XmlElement, index: ReadonlyMap<string, IndexedNode>, catalogue: Catalogue): ResolvedEntry | undefined {
  const links: XmlElement[] = [];
  let current = node;
  let owner = catalogue;
  while (current.tag === 'entryLink' || current.tag === 'infoLink' || current.tag === 'categoryLink') {
    if (links.length >= MAX_LINK_DEPTH) return undefined;
    links.push(current);
    const target = index.get(current.attrs.targetId ?? '');
    if (!target) return undefined;
    current = target.node;
    owner = target.catalogue;
  }
  return { link: links[0] ?? null, links, entry: current, catalogue: owner };
}
