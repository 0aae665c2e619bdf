import type { EnhancementTable } from '@scrolldex/rules/model';

import type { ConversionEnv } from '../catalogue/conversion-env.js';
import { resolveEntry } from '../catalogue/resolve-link.js';
import { visibility } from '../context/modifiers.js';
import type { ConvertedUnit } from '../units/convert-unit.js';
import { items } from '../xml/xml-element.js';
import { isPathToGlory } from './playable-catalogues.js';
import { readEnhancementTable } from './read-enhancement-table.js';

/**
 * Enhancement tables are the groups a unit's army link points at. Groups from
 * Path to Glory files or the game system (battle scars, paths, renown) are not
 * enhancements; neither are groups with nothing visible in this handbook.
 * Sets each unit's enhancementTables and returns the army's tables by name.
 */
export function collectEnhancementTables(units: readonly ConvertedUnit[], env: ConversionEnv): EnhancementTable[] {
  const byGroupId = new Map<string, EnhancementTable | undefined>();
  const byName = new Map<string, EnhancementTable>();
  for (const { unit, source } of units) {
    const names = new Set<string>();
    for (const node of [...source.links, source.entry]) {
      for (const link of items(node, 'entryLinks')) {
        if (link.attrs.type !== 'selectionEntryGroup' || visibility(link, env.context) === 'hidden') continue;
        const group = resolveEntry(link, env.index, env.catalogue);
        if (!group || group.catalogue.isGameSystem || isPathToGlory(group.catalogue)) continue;
        if (visibility(group.entry, env.context) === 'hidden') continue;
        const groupId = group.entry.attrs.id ?? '';
        if (!byGroupId.has(groupId)) {
          const table = readEnhancementTable(group.entry, { ...env, catalogue: group.catalogue });
          byGroupId.set(groupId, table);
          if (table) mergeByName(byName, table);
        }
        const table = byGroupId.get(groupId);
        if (table) names.add(table.name);
      }
    }
    unit.enhancementTables = [...names];
  }
  return [...byName.values()];
}

/** Two groups with one table name (army and library both define 'Heroic Traits') are one table. */
function mergeByName(byName: Map<string, EnhancementTable>, table: EnhancementTable): void {
  const existing = byName.get(table.name);
  if (!existing) {
    byName.set(table.name, table);
    return;
  }
  const knownSets = new Set(existing.sets.map((set) => set.id));
  existing.sets.push(...table.sets.filter((set) => !knownSets.has(set.id)));
  existing.maxPerList = Math.max(existing.maxPerList, table.maxPerList);
  existing.restrictionText ??= table.restrictionText;
}
