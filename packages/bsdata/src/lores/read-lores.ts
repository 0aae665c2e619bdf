import type { Lore, LoreKind } from '@scrolldex/rules/model';

import type { ConversionEnv } from '../catalogue/conversion-env.js';
import type { DataSet } from '../catalogue/load-data-set.js';
import { resolveEntry, type ResolvedEntry } from '../catalogue/resolve-link.js';
import { visibility } from '../context/modifiers.js';
import { CATEGORY_LEGENDS } from '../ids.js';
import { isAbilityProfile, readAbility } from '../profiles/read-ability.js';
import { cleanName } from '../text/clean-text.js';
import { convertUnit, type ConvertedUnit } from '../units/convert-unit.js';
import { readPoints } from '../units/read-points.js';
import { items, type XmlElement } from '../xml/xml-element.js';
import { isSeasonal } from '../catalogue/is-seasonal.js';

export const LORE_KIND_BY_WRAPPER: Readonly<Record<string, LoreKind>> = {
  'Spell Lore': 'SpellLore',
  'Prayer Lore': 'PrayerLore',
  'Manifestation Lore': 'ManifestationLore',
};

export type LoreChoices = { lores: Lore[]; manifestations: ConvertedUnit[] };

function visibleChildren(node: XmlElement, env: ConversionEnv): ResolvedEntry[] {
  const result: ResolvedEntry[] = [];
  for (const child of [...items(node, 'selectionEntries'), ...items(node, 'entryLinks'), ...items(node, 'selectionEntryGroups')]) {
    const resolved = resolveEntry(child, env.index, env.catalogue);
    if (!resolved) continue;
    if ([resolved.entry, ...resolved.links].some((part) => visibility(part, env.context) === 'hidden')) continue;
    result.push(resolved);
  }
  return result;
}

function hasLegendsCategory(node: XmlElement): boolean {
  return items(node, 'categoryLinks').some((link) => link.attrs.targetId === CATEGORY_LEGENDS);
}

/** A group of spells or prayers (or of the manifestations it summons) rather than a group of lore choices. */
function isLoreBody(group: XmlElement): boolean {
  return items(group, 'selectionEntries').some((entry) =>
    items(entry, 'profiles').some((profile) => /^Ability \((Spell|Prayer)\)$/.test(profile.attrs.typeName ?? '')),
  );
}

/** The lore body: a group of spells or prayers (and, for manifestation lores, the units they summon). */
function readLoreBody(body: XmlElement, loreName: string, env: ConversionEnv, manifestations: ConvertedUnit[]): Pick<Lore, 'abilities' | 'units'> {
  const abilities: Lore['abilities'] = [];
  const units: string[] = [];
  const visit = (node: XmlElement) => {
    for (const child of visibleChildren(node, env)) {
      if (child.entry.attrs.type === 'unit' && child.catalogue.isGameSystem) {
        // Universal manifestations are converted once, as the data set's universal units.
        units.push(cleanName(child.entry.attrs.name ?? ''));
      } else if (child.entry.attrs.type === 'unit') {
        const converted = convertUnit(child, env);
        converted.unit.summonedBy = loreName;
        manifestations.push(converted);
        units.push(converted.unit.name);
      } else if (child.entry.tag === 'selectionEntryGroup') {
        visit(child.entry);
      } else {
        for (const profile of items(child.entry, 'profiles')) {
          if (isAbilityProfile(profile) && visibility(profile, env.context) !== 'hidden') abilities.push(readAbility(profile, env.context));
        }
      }
    }
  };
  visit(body);
  return { abilities, units };
}

/**
 * Lore choices under a wrapper or lore group: each upgrade is one lore the
 * player may take, holding its points and a link to the lore body.
 */
export function readLoreChoices(container: XmlElement, kind: LoreKind, env: ConversionEnv, dataSet: DataSet): LoreChoices {
  const lores: Lore[] = [];
  const manifestations: ConvertedUnit[] = [];
  const visit = (node: XmlElement) => {
    for (const child of visibleChildren(node, env)) {
      const isGroup = child.entry.tag === 'selectionEntryGroup';
      if (isGroup && !isLoreBody(child.entry)) {
        visit(child.entry);
        continue;
      }
      // Usually a choice upgrade links to the body; some wrappers link the body itself.
      const bodyLink = isGroup ? undefined : items(child.entry, 'entryLinks').find((link) => link.attrs.type === 'selectionEntryGroup');
      const body = isGroup ? child : bodyLink ? resolveEntry(bodyLink, env.index, env.catalogue) : undefined;
      if (!body) {
        env.report.add({
          code: 'UNRESOLVED_LINK',
          file: env.catalogue.file,
          id: child.entry.attrs.id ?? '',
          message: `Lore choice '${child.entry.attrs.name ?? ''}' has no lore body.`,
        });
        continue;
      }
      const name = cleanName(child.entry.attrs.name ?? body.entry.attrs.name ?? '');
      lores.push({
        id: body.entry.attrs.id ?? '',
        name,
        kind,
        points: readPoints(child, env.context),
        legends: hasLegendsCategory(child.entry) || hasLegendsCategory(body.entry),
        sog: isSeasonal(child.entry, dataSet) || isSeasonal(body.entry, dataSet),
        ...readLoreBody(body.entry, name, { ...env, catalogue: body.catalogue }, manifestations),
      });
    }
  };
  visit(container);
  return { lores, manifestations };
}
