import type { XmlElement } from '../xml/xml-element.js';

export type Catalogue = {
  id: string;
  /** Display name without decoration and without the [LEGENDS] tag. */
  name: string;
  /** The name as written in the file. */
  rawName: string;
  file: string;
  revision: number;
  library: boolean;
  legends: boolean;
  isGameSystem: boolean;
  root: XmlElement;
  /** Elements with an id attribute, in document order. */
  elementsWithId: XmlElement[];
};

const LEGENDS_TAG = /\s*\[LEGENDS\]?\s*$/i;
// Decorative prefixes the data uses to sort special catalogues: þ (shared army
// library), ❖ (lores), ۞ (regiments of renown), ✦ (current or PtG modes).
const DECORATION = /^[\u00fe\u2756\u06de\u2726]\s*/u;

export function cleanCatalogueName(rawName: string): { name: string; legends: boolean } {
  const legends = /\[LEGENDS/i.test(rawName);
  const name = rawName.replace(DECORATION, '').replace(LEGENDS_TAG, '').trim();
  return { name, legends };
}

export function readCatalogue(root: XmlElement, file: string, elementsWithId: XmlElement[]): Catalogue {
  const rawName = root.attrs.name ?? file;
  const { name, legends } = cleanCatalogueName(rawName);
  return {
    id: root.attrs.id ?? '',
    name,
    rawName,
    file,
    revision: Number.parseInt(root.attrs.revision ?? '0', 10) || 0,
    library: root.attrs.library === 'true',
    legends,
    isGameSystem: root.tag === 'gameSystem',
    root,
    elementsWithId,
  };
}
