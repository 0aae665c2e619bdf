import type { XmlElement } from '../xml/xml-element.js';
import type { DataSet } from './load-data-set.js';

const SEASONAL = /\bScourge of\b/i;

/** Part of a seasonal supplement (Scourge of Ghyran, Scourge of Aqshy): by its publication or its name. */
export function isSeasonal(node: XmlElement, dataSet: Pick<DataSet, 'publications'>): boolean {
  const publication = dataSet.publications.get(node.attrs.publicationId ?? '');
  return SEASONAL.test(publication ?? '') || SEASONAL.test(node.attrs.name ?? '');
}
