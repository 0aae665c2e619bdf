import type { Catalogue } from '../catalogue/catalogue.js';
import type { DataSet } from '../catalogue/load-data-set.js';
import { resolveEntry, type ResolvedEntry } from '../catalogue/resolve-link.js';
import { items, type XmlElement } from '../xml/xml-element.js';
import { findUnhidingIds } from './unhide-conditions.js';

export type RenownEntries = {
  /** Root unit links of the catalogue, by the renown force that reveals them. */
  unitLinks: Map<string, ResolvedEntry[]>;
  /** 'Regiment of Renown: <name>' ability entries, by the renown force that reveals them. */
  abilityEntries: Map<string, XmlElement[]>;
};

function addTo<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Sorts the regiments-of-renown catalogue by renown force. Everything in it is
 * hidden and revealed by a condition naming a renown force id; names are not
 * used, as they drift ('Hargax's Pit Beasts' reveals for 'Hargax's Pit-beasts').
 */
export function collectRenownEntries(catalogue: Catalogue, dataSet: DataSet, renownIds: ReadonlySet<string>): RenownEntries {
  const entries: RenownEntries = { unitLinks: new Map(), abilityEntries: new Map() };
  const unmatched = (node: XmlElement, what: string) =>
    dataSet.report.add({
      code: 'UNMATCHED_REGIMENT_OF_RENOWN',
      file: catalogue.file,
      id: node.attrs.id ?? '',
      message: `${what} '${node.attrs.name ?? ''}' is revealed by no regiment-of-renown force; it is not converted.`,
    });

  for (const node of [...items(catalogue.root, 'entryLinks'), ...items(catalogue.root, 'selectionEntries')]) {
    const resolved = resolveEntry(node, dataSet.index, catalogue);
    if (!resolved) {
      dataSet.report.add({
        code: 'UNRESOLVED_LINK',
        file: catalogue.file,
        id: node.attrs.id ?? '',
        message: `Root entry '${node.attrs.name ?? ''}' does not resolve.`,
      });
      continue;
    }
    // Links to the ability entries only make them selectable; the entries are read below.
    if (resolved.entry.attrs.type !== 'unit') continue;
    const ids = findUnhidingIds([...resolved.links, resolved.entry], renownIds, dataSet.context);
    if (ids.length === 0) unmatched(node, 'Unit link');
    for (const id of ids) addTo(entries.unitLinks, id, resolved);
  }

  for (const entry of items(catalogue.root, 'sharedSelectionEntries')) {
    // Warscrolls of the catalogue's own (Gotrek) are reached through the unit links.
    if (entry.attrs.type === 'unit') continue;
    const ids = findUnhidingIds([entry], renownIds, dataSet.context);
    if (ids.length === 0) unmatched(entry, 'Ability entry');
    for (const id of ids) addTo(entries.abilityEntries, id, entry);
  }
  return entries;
}
