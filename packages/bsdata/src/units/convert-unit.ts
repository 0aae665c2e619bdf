import type { Ability, Unit } from '@scrolldex/rules/model';

import type { ConversionEnv } from '../catalogue/conversion-env.js';
import type { ResolvedEntry } from '../catalogue/resolve-link.js';
import { applyTextModifiers, staticModifiers, visibility } from '../context/modifiers.js';
import { withEntryCategories } from '../context/static-context.js';
import { CATEGORY_LEGENDS, CATEGORY_UNDERSIZE_UNIT, ENTRY_REINFORCED } from '../ids.js';
import { readCharacteristics } from '../profiles/characteristics.js';
import { isAbilityProfile, readAbility } from '../profiles/read-ability.js';
import { cleanName } from '../text/clean-text.js';
import { items, type XmlElement } from '../xml/xml-element.js';
import { categoryName, readCategories, type EntryCategories } from './read-categories.js';
import { readModels } from './read-models.js';
import { readPoints } from './read-points.js';
import { classifyUnitType } from './unit-type.js';

/** A converted unit with what the army-level passes (regiment options, army options) read from its XML. */
export type ConvertedUnit = {
  unit: Unit;
  source: ResolvedEntry;
  categories: EntryCategories;
};

const WARD = /^WARD \((\d\+)\)$/;

function readName(resolved: ResolvedEntry, env: ConversionEnv): string {
  let name = cleanName(resolved.entry.attrs.name ?? '');
  for (const node of [resolved.entry, ...[...resolved.links].reverse()]) {
    name = applyTextModifiers(staticModifiers(node, env.context), 'name', name);
  }
  return cleanName(name);
}

function readAbilities(resolved: ResolvedEntry, env: ConversionEnv): Ability[] {
  const abilities: Ability[] = [];
  const seen = new Set<string>();
  for (const node of [resolved.entry, ...resolved.links]) {
    const profiles: XmlElement[] = items(node, 'profiles').filter((profile) => visibility(profile, env.context) !== 'hidden');
    for (const link of items(node, 'infoLinks')) {
      const target = env.index.get(link.attrs.targetId ?? '');
      if (link.attrs.type === 'profile' && target && visibility(link, env.context) !== 'hidden') profiles.push(target.node);
    }
    for (const profile of profiles) {
      if (!isAbilityProfile(profile) || seen.has(profile.attrs.id ?? '')) continue;
      seen.add(profile.attrs.id ?? '');
      abilities.push(readAbility(profile, env.context));
    }
  }
  return abilities;
}

function statsProfile(entry: XmlElement): XmlElement | undefined {
  return items(entry, 'profiles').find((profile) => profile.attrs.typeName === 'Unit' || profile.attrs.typeName === 'Manifestation');
}

function canBeReinforced(resolved: ResolvedEntry, env: ConversionEnv): boolean {
  return [...resolved.links, resolved.entry].some((node) =>
    items(node, 'entryLinks').some((link) => link.attrs.targetId === ENTRY_REINFORCED && visibility(link, env.context) !== 'hidden'),
  );
}

function primaryKeyword(resolved: ResolvedEntry, env: ConversionEnv): string | undefined {
  for (const node of [resolved.entry, ...resolved.links]) {
    const primary = items(node, 'categoryLinks').find((link) => link.attrs.primary === 'true');
    if (primary) return categoryName(primary.attrs.targetId ?? '', env.index);
  }
  return undefined;
}

/** Converts a unit as one army fields it: the library warscroll merged with the army's link. */
export function convertUnit(resolved: ResolvedEntry, env: ConversionEnv): ConvertedUnit {
  const staticCategories = readCategories(resolved, env.index, env.context);
  // Warscrolls switch on the root entry's own categories (an undersize link gets one model).
  const unitEnv: ConversionEnv = { ...env, context: withEntryCategories(env.context, staticCategories.ids) };
  const categories = readCategories(resolved, env.index, unitEnv.context);
  const name = readName(resolved, unitEnv);
  const profile = statsProfile(resolved.entry);
  if (!profile) {
    env.report.add({
      code: 'UNIT_WITHOUT_PROFILE',
      file: env.catalogue.file,
      id: resolved.entry.attrs.id ?? '',
      message: `Unit '${name}' has no Unit or Manifestation profile; its characteristics are empty.`,
    });
  }
  const stats = profile ? readCharacteristics(profile, unitEnv.context) : new Map<string, string>();
  const stat = (key: string) => (stats.get(key) ? cleanName(stats.get(key)!) : null);
  const { models, optionSets, commandModels } = readModels(resolved.entry, name, unitEnv);
  const keywords = categories.keywords;
  const ward = keywords.map((keyword) => WARD.exec(keyword)?.[1]).find(Boolean) ?? null;
  const unitSize = models.reduce((sum, model) => sum + model.min, 0);

  const unit: Unit = {
    id: resolved.link?.attrs.id ?? resolved.entry.attrs.id ?? '',
    name,
    points: readPoints(resolved, unitEnv.context),
    type: classifyUnitType(keywords, primaryKeyword(resolved, env)),
    keywords,
    move: stat('Move'),
    health: stat('Health'),
    save: stat('Save'),
    control: stat('Control'),
    ward,
    banishment: stat('Banishment'),
    models,
    optionSets,
    commandModels,
    abilities: readAbilities(resolved, unitEnv),
    battleProfile: {
      unitSize: Math.max(unitSize, 1),
      baseSize: models[0]?.baseSize ?? null,
      regimentOptions: [],
      subheroCategories: [],
      requiredLeader: null,
      undersizeCondition: null,
    },
    isWarmaster: keywords.includes('WARMASTER'),
    addsRegimentSlot: false,
    isUndersize: categories.ids.has(CATEGORY_UNDERSIZE_UNIT),
    canBeReinforced: canBeReinforced(resolved, unitEnv),
    legends: categories.ids.has(CATEGORY_LEGENDS),
    enhancementTables: [],
    summonedBy: null,
  };
  return { unit, source: resolved, categories };
}
