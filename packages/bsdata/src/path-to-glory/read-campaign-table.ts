import type { CampaignTable, CampaignTableSection } from '@scrolldex/rules/model';

import type { ConversionEnv } from '../catalogue/conversion-env.js';
import { cleanName } from '../text/clean-text.js';
import { items, type XmlElement } from '../xml/xml-element.js';
import { childEntries, childGroups } from './campaign-tree.js';
import { readCampaignEntry } from './read-campaign-entry.js';

/**
 * The sections of a table: the node's own entries under `name`, then each group,
 * nested groups named by their path ('Emberstone Weapon: Weapon Type'). A node
 * with profiles and nothing under it is one entry of itself ('Ravaged Coast Abilities').
 */
export function readSections(node: XmlElement, name: string | null, env: ConversionEnv): CampaignTableSection[] {
  const entries = childEntries(node, env);
  const groups = childGroups(node, env);
  const own = entries.length === 0 && groups.length === 0 && items(node, 'profiles').length > 0 ? [node] : entries;
  const sections: CampaignTableSection[] = own.length > 0 ? [{ name, entries: own.map((entry) => readCampaignEntry(entry, env)) }] : [];
  for (const group of groups) {
    const groupName = group.attrs.name ? cleanName(group.attrs.name) : null;
    sections.push(...readSections(group, name && groupName ? `${name}: ${groupName}` : (groupName ?? name), env));
  }
  return sections;
}

/** A campaign table (artefacts, heroic traits, rewards, the Anvil of Apotheosis); null when it holds nothing. */
export function readCampaignTable(node: XmlElement, env: ConversionEnv): CampaignTable | null {
  const sections = readSections(node, null, env);
  if (sections.length === 0) return null;
  return { id: node.attrs.id ?? '', name: cleanName(node.attrs.name ?? ''), sections };
}

/**
 * Tables of one name are one table: Blighted Wilds defines 'Ghyranite
 * Concoctions' twice (the concoctions, then their ingredients) and links
 * 'Battleplan Rewards' from a second entry. An entry read twice is kept once.
 */
export function mergeTablesByName(tables: readonly CampaignTable[]): CampaignTable[] {
  const byName = new Map<string, CampaignTable>();
  for (const table of tables) {
    const merged = byName.get(table.name);
    if (!merged) {
      byName.set(table.name, { ...table, sections: [...table.sections] });
      continue;
    }
    const seen = new Set(merged.sections.flatMap((section) => section.entries.map((entry) => entry.id)));
    for (const section of table.sections) {
      const entries = section.entries.filter((entry) => !seen.has(entry.id));
      if (entries.length > 0) merged.sections.push({ ...section, entries });
    }
  }
  return [...byName.values()];
}
