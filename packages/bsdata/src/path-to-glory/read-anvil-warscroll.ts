import type { CampaignTable } from '@scrolldex/rules/model';

import type { ConversionEnv } from '../catalogue/conversion-env.js';
import { cleanName } from '../text/clean-text.js';
import { items, type XmlElement } from '../xml/xml-element.js';
import { readSections } from './read-campaign-table.js';

/**
 * An Anvil of Apotheosis warscroll (Blighted Wilds' Regiment Hero, Landmark of
 * Ghyran) as the table of its own option groups: the size that sets its destiny
 * points, the archetype, mounts, origins, flaws, upgrades, each option with what
 * it costs; null when it has no groups of its own. Its models' weapon entries are
 * what the options change, not options. Groups it links (the Ghyranite units
 * link the catalogue's 'The Anvil of Apotheosis') are read once, as the
 * campaign's table of that name.
 */
export function readAnvilWarscroll(unit: XmlElement, env: ConversionEnv): CampaignTable | null {
  const sections = items(unit, 'selectionEntryGroups').flatMap((group) => readSections(group, null, env));
  if (sections.length === 0) return null;
  return { id: unit.attrs.id ?? '', name: cleanName(unit.attrs.name ?? ''), sections };
}
