import type { BattleFormation } from '@scrolldex/rules/model';

import type { ConversionEnv } from '../catalogue/conversion-env.js';
import type { DataSet } from '../catalogue/load-data-set.js';
import { resolveEntry } from '../catalogue/resolve-link.js';
import { visibility } from '../context/modifiers.js';
import { CATEGORY_LEGENDS } from '../ids.js';
import { isSeasonal } from '../catalogue/is-seasonal.js';
import { cleanName } from '../text/clean-text.js';
import { readPoints } from '../units/read-points.js';
import { items, type XmlElement } from '../xml/xml-element.js';
import { readAbilitiesOf } from './read-abilities-of.js';

/** The formations under the army's 'Battle Formation' entry (through its linked group). */
export function readFormations(wrapper: XmlElement, env: ConversionEnv, dataSet: Pick<DataSet, 'publications'>): BattleFormation[] {
  const formations: BattleFormation[] = [];
  const visit = (node: XmlElement) => {
    for (const child of [...items(node, 'selectionEntries'), ...items(node, 'entryLinks'), ...items(node, 'selectionEntryGroups')]) {
      const resolved = resolveEntry(child, env.index, env.catalogue);
      if (!resolved || [resolved.entry, ...resolved.links].some((part) => visibility(part, env.context) === 'hidden')) continue;
      if (resolved.entry.tag === 'selectionEntryGroup') {
        visit(resolved.entry);
        continue;
      }
      formations.push({
        id: resolved.entry.attrs.id ?? '',
        name: cleanName(resolved.entry.attrs.name ?? ''),
        points: readPoints(resolved, env.context),
        legends: items(resolved.entry, 'categoryLinks').some((link) => link.attrs.targetId === CATEGORY_LEGENDS),
        sog: isSeasonal(resolved.entry, dataSet),
        abilities: readAbilitiesOf(resolved.entry, env),
      });
    }
  };
  visit(wrapper);
  return formations;
}
