import type { Enhancement, EnhancementSet, EnhancementTable } from '@scrolldex/rules/model';

import type { ConversionEnv } from '../catalogue/conversion-env.js';
import { resolveEntry } from '../catalogue/resolve-link.js';
import { visibility } from '../context/modifiers.js';
import { cleanName, cleanRulesText } from '../text/clean-text.js';
import { readPoints } from '../units/read-points.js';
import { readScopedBounds } from '../units/read-bounds.js';
import { items, type XmlElement } from '../xml/xml-element.js';
import { readAbilitiesOf } from './read-abilities-of.js';

const KIND_BY_NAME: Readonly<Record<string, EnhancementTable['kind']>> = {
  'Heroic Traits': 'heroicTraits',
  'Artefacts of Power': 'artefacts',
};

function visibleGroups(node: XmlElement, env: ConversionEnv): XmlElement[] {
  const groups = items(node, 'selectionEntryGroups').filter((group) => visibility(group, env.context) !== 'hidden');
  for (const link of items(node, 'entryLinks')) {
    if (link.attrs.type !== 'selectionEntryGroup' || visibility(link, env.context) === 'hidden') continue;
    const resolved = resolveEntry(link, env.index, env.catalogue);
    if (resolved && visibility(resolved.entry, env.context) !== 'hidden') groups.push(resolved.entry);
  }
  return groups;
}

function readEnhancements(node: XmlElement, env: ConversionEnv): Enhancement[] {
  const enhancements: Enhancement[] = [];
  for (const child of [...items(node, 'selectionEntries'), ...items(node, 'entryLinks')]) {
    if (child.tag === 'entryLink' && child.attrs.type === 'selectionEntryGroup') continue;
    const resolved = resolveEntry(child, env.index, env.catalogue);
    if (!resolved || [resolved.entry, ...resolved.links].some((part) => visibility(part, env.context) === 'hidden')) continue;
    enhancements.push({
      id: resolved.entry.attrs.id ?? '',
      name: cleanName(resolved.entry.attrs.name ?? ''),
      points: readPoints(resolved, env.context),
      abilities: readAbilitiesOf(resolved.entry, env),
    });
  }
  return enhancements;
}

function restrictionText(group: XmlElement): string | null {
  const rule = items(group, 'rules').find((candidate) => /restriction/i.test(candidate.attrs.name ?? ''));
  const text = rule?.children.find((child) => child.tag === 'description')?.text;
  return text ? cleanRulesText(text) : null;
}

/**
 * An enhancement table: the outer group names the table, each sub-table that
 * shows in the current handbook becomes a set. Undefined when nothing in it shows.
 */
export function readEnhancementTable(group: XmlElement, env: ConversionEnv): EnhancementTable | undefined {
  const name = cleanName(group.attrs.name ?? '');
  const sets: EnhancementSet[] = [];
  const direct = readEnhancements(group, env);
  if (direct.length > 0) sets.push({ id: group.attrs.id ?? '', name, publicationId: group.attrs.publicationId ?? null, enhancements: direct });
  for (const subTable of visibleGroups(group, env)) {
    const enhancements = readEnhancements(subTable, env);
    if (enhancements.length === 0) continue;
    sets.push({
      id: subTable.attrs.id ?? '',
      name: cleanName(subTable.attrs.name ?? ''),
      publicationId: subTable.attrs.publicationId ?? null,
      enhancements,
    });
  }
  if (sets.length === 0) return undefined;
  const perList = readScopedBounds(group, env.context, (scope) => scope === 'roster', { min: 0, max: 1 });
  return {
    id: group.attrs.id ?? '',
    name,
    kind: KIND_BY_NAME[name] ?? 'other',
    maxPerList: perList.max === -1 ? 1 : perList.max,
    restrictionText: restrictionText(group),
    sets,
  };
}
