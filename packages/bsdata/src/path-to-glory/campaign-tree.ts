import type { ConversionEnv } from '../catalogue/conversion-env.js';
import { resolveEntry } from '../catalogue/resolve-link.js';
import { items, type XmlElement } from '../xml/xml-element.js';

// A campaign catalogue is a tree of groups and entries, some reached through
// links (Blighted Wilds' 'Battleplan Rewards' entry links its group): these
// walk one level of it with the links followed.

function resolved(links: readonly XmlElement[], type: string, env: ConversionEnv): XmlElement[] {
  return links
    .filter((link) => link.attrs.type === type)
    .flatMap((link) => {
      const target = resolveEntry(link, env.index, env.catalogue);
      return target ? [target.entry] : [];
    });
}

/** The selection entries directly under a node, its own and those it links. */
export function childEntries(node: XmlElement, env: ConversionEnv): XmlElement[] {
  return [...items(node, 'selectionEntries'), ...resolved(items(node, 'entryLinks'), 'selectionEntry', env)];
}

/** The selection entry groups directly under a node, its own and those it links. */
export function childGroups(node: XmlElement, env: ConversionEnv): XmlElement[] {
  return [...items(node, 'selectionEntryGroups'), ...resolved(items(node, 'entryLinks'), 'selectionEntryGroup', env)];
}

/** A constraint's value of a node ('min' or 'max' selections), or null when it has none; BattleScribe writes -1 for none. */
export function readSelectionBound(node: XmlElement, type: 'min' | 'max'): number | null {
  const constraint = items(node, 'constraints').find((candidate) => candidate.attrs.type === type && candidate.attrs.field === 'selections');
  const value = Number.parseInt(constraint?.attrs.value ?? '', 10);
  return Number.isNaN(value) || value < 0 ? null : value;
}
