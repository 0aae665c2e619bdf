import type { CommandModel, Model, OptionSet, UnitOption, Weapon, WeaponOption } from '@scrolldex/rules/model';

import type { ConversionEnv } from '../catalogue/conversion-env.js';
import { resolveEntry, type ResolvedEntry } from '../catalogue/resolve-link.js';
import { collectModifiers, visibility } from '../context/modifiers.js';
import { isAbilityProfile, readAbility } from '../profiles/read-ability.js';
import { isWeaponProfile, readWeapon } from '../profiles/read-weapon.js';
import { cleanName } from '../text/clean-text.js';
import { items, type XmlElement } from '../xml/xml-element.js';
import { readBounds, readScopedBounds } from './read-bounds.js';

const COMMAND_MODEL_NAMES: ReadonlySet<string> = new Set(['Champion', 'Standard Bearer', 'Musician']);

export type UnitModels = {
  models: Model[];
  /** Option sets chosen once for the whole unit (a Mark of Chaos). */
  optionSets: OptionSet[];
  commandModels: CommandModel[];
};

type ChildrenOf = { entries: ResolvedEntry[]; groups: XmlElement[] };

// The visible children of a node, per env (one per unit): a unit's tree is walked several times
// (command models, model entries, weapons, option sets), and resolving and judging every child
// again was the largest part of reading models.
const childrenByEnv = new WeakMap<ConversionEnv, Map<XmlElement, ChildrenOf>>();

function childrenOf(node: XmlElement, env: ConversionEnv): ChildrenOf {
  let byNode = childrenByEnv.get(env);
  if (!byNode) childrenByEnv.set(env, (byNode = new Map()));
  let children = byNode.get(node);
  if (!children) byNode.set(node, (children = readChildren(node, env)));
  return children;
}

function readChildren(node: XmlElement, env: ConversionEnv): ChildrenOf {
  const entries: ResolvedEntry[] = [];
  for (const tag of ['selectionEntries', 'entryLinks']) {
    for (const child of items(node, tag)) {
      const resolved = resolveEntry(child, env.index, env.catalogue);
      if (resolved && !isStaticallyHidden(resolved, env)) entries.push(resolved);
    }
  }
  const groups = items(node, 'selectionEntryGroups').filter((group) => visibility(group, env.context) !== 'hidden');
  for (const link of items(node, 'entryLinks')) {
    if (link.attrs.type !== 'selectionEntryGroup') continue;
    const resolved = resolveEntry(link, env.index, env.catalogue);
    if (resolved && !isStaticallyHidden(resolved, env)) groups.push(resolved.entry);
  }
  return { entries, groups };
}

/** Child entries of a node (selection entries and links), resolved and visible. Shared: do not change. */
function childEntries(node: XmlElement, env: ConversionEnv): readonly ResolvedEntry[] {
  return childrenOf(node, env).entries;
}

function isStaticallyHidden(resolved: ResolvedEntry, env: ConversionEnv): boolean {
  if (visibility(resolved.entry, env.context) === 'hidden') return true;
  for (const link of resolved.links) if (visibility(link, env.context) === 'hidden') return true;
  return false;
}

/** Visible child groups of a node, linked ones included. Shared: do not change. */
function childGroups(node: XmlElement, env: ConversionEnv): readonly XmlElement[] {
  return childrenOf(node, env).groups;
}

function profilesOf(node: XmlElement, env: ConversionEnv): XmlElement[] {
  const profiles = items(node, 'profiles').filter((profile) => visibility(profile, env.context) !== 'hidden');
  for (const link of items(node, 'infoLinks')) {
    if (link.attrs.type !== 'profile') continue;
    const target = env.index.get(link.attrs.targetId ?? '');
    if (target && visibility(link, env.context) !== 'hidden') profiles.push(target.node);
  }
  return profiles;
}

/** Weapon profiles of an entry and everything nested in it (an option that brings two weapons). */
function weaponsWithin(node: XmlElement, env: ConversionEnv): Weapon[] {
  const weapons = profilesOf(node, env)
    .filter(isWeaponProfile)
    .map((profile) => readWeapon(profile, env.context));
  for (const child of childEntries(node, env)) weapons.push(...weaponsWithin(child.entry, env));
  for (const group of childGroups(node, env)) weapons.push(...weaponsWithin(group, env));
  return weapons;
}

function abilitiesWithin(node: XmlElement, env: ConversionEnv) {
  const abilities = profilesOf(node, env)
    .filter(isAbilityProfile)
    .map((profile) => readAbility(profile, env.context));
  for (const child of childEntries(node, env)) abilities.push(...abilitiesWithin(child.entry, env));
  return abilities;
}

function commandModelOf(resolved: ResolvedEntry): CommandModel | undefined {
  const name = cleanName(resolved.entry.attrs.name ?? '');
  return COMMAND_MODEL_NAMES.has(name) ? (name as CommandModel) : undefined;
}

function readOptionSet(group: XmlElement, env: ConversionEnv): OptionSet {
  const bounds = readBounds(group, env.context, { min: 0, max: 1 });
  const options: UnitOption[] = [];
  const visit = (node: XmlElement) => {
    for (const child of childEntries(node, env)) {
      options.push({
        id: child.link?.attrs.id ?? child.entry.attrs.id ?? '',
        name: cleanName(child.link?.attrs.name ?? child.entry.attrs.name ?? ''),
        weapons: weaponsWithin(child.entry, env),
        abilities: abilitiesWithin(child.entry, env),
      });
    }
    for (const nested of childGroups(node, env)) visit(nested);
  };
  visit(group);
  return { id: group.attrs.id ?? '', name: cleanName(group.attrs.name ?? ''), min: bounds.min, max: bounds.max, options };
}

/** Ids of basic weapons that a modifier switches off (min set to 0, or hidden) once `optionId` is taken. */
function replacedBy(basic: ResolvedEntry, optionId: string, env: ConversionEnv): boolean {
  return collectModifiers(basic.entry, env.context).some(({ modifier }) => {
    const switchesOff =
      (modifier.attrs.type === 'set' && modifier.attrs.value === '0') || (modifier.attrs.field === 'hidden' && modifier.attrs.value === 'true');
    if (!switchesOff) return false;
    const stack = [modifier];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.tag === 'condition' && node.attrs.childId === optionId) return true;
      stack.push(...node.children);
    }
    return false;
  });
}

type WeaponEntries = { basic: ResolvedEntry[]; optional: ResolvedEntry[] };

function splitWeaponEntries(node: XmlElement, env: ConversionEnv): WeaponEntries {
  const basic: ResolvedEntry[] = [];
  const optional: ResolvedEntry[] = [];
  for (const child of childEntries(node, env)) {
    if (child.entry.attrs.type === 'model' || commandModelOf(child)) continue;
    if (!profilesOf(child.entry, env).some(isWeaponProfile)) continue;
    // An unconstrained weapon is carried by every model; a constrained one without a minimum is optional,
    // whatever the scope of its cap (Brutes' Gore-choppa: 1 per unit, a constraint scoped to the unit entry).
    const constrained = items(child.entry, 'constraints').some((constraint) => (constraint.attrs.field ?? 'selections') === 'selections');
    const bounds = readBounds(child.entry, env.context, { min: constrained ? 0 : 1, max: 1 });
    (bounds.min >= 1 ? basic : optional).push(child);
  }
  return { basic, optional };
}

function readWeaponOption(option: ResolvedEntry, basic: readonly ResolvedEntry[], unitId: string, env: ConversionEnv): WeaponOption {
  // The per-unit cap is a constraint scoped to the unit entry; without one any number of models may take it.
  const perUnit = readScopedBounds(option.entry, env.context, (scope) => scope === unitId, { min: 0, max: -1 });
  const optionId = option.entry.attrs.id ?? '';
  return {
    id: option.link?.attrs.id ?? optionId,
    name: cleanName(option.link?.attrs.name ?? option.entry.attrs.name ?? ''),
    max: perUnit.max,
    weapons: weaponsWithin(option.entry, env),
    replaces: basic.filter((entry) => replacedBy(entry, optionId, env)).map((entry) => cleanName(entry.entry.attrs.name ?? '')),
  };
}

function baseSizeOf(node: XmlElement): string | null {
  const rule = items(node, 'rules').find((candidate) => candidate.attrs.name === 'Base Size');
  const text = rule?.children.find((child) => child.tag === 'description')?.text;
  return text ? cleanName(text) : null;
}

function modelNodes(unit: XmlElement, env: ConversionEnv): ResolvedEntry[] {
  const found: ResolvedEntry[] = [];
  const visit = (node: XmlElement) => {
    for (const child of childEntries(node, env)) if (child.entry.attrs.type === 'model') found.push(child);
    for (const group of childGroups(node, env)) visit(group);
  };
  visit(unit);
  return found;
}

function commandModelsWithin(node: XmlElement, env: ConversionEnv, into: Set<CommandModel>): void {
  for (const child of childEntries(node, env)) {
    const commandModel = commandModelOf(child);
    if (commandModel) into.add(commandModel);
  }
  for (const group of childGroups(node, env)) commandModelsWithin(group, env, into);
}

function readModel(model: ResolvedEntry, unitId: string, env: ConversionEnv): Model {
  const bounds = readBounds(model.entry, env.context, { min: 1, max: 1 });
  const { basic, optional } = splitWeaponEntries(model.entry, env);
  const optionSets = childGroups(model.entry, env)
    .filter((group) => !isCommandModelGroup(group, env))
    .map((group) => readOptionSet(group, env))
    .filter((set) => set.options.length > 0);
  return {
    name: cleanName(model.link?.attrs.name ?? model.entry.attrs.name ?? ''),
    min: bounds.min,
    max: bounds.max === -1 ? bounds.min : bounds.max,
    baseSize: baseSizeOf(model.entry),
    weapons: {
      basic: [
        ...profilesOf(model.entry, env)
          .filter(isWeaponProfile)
          .map((profile) => readWeapon(profile, env.context)),
        ...basic.flatMap((entry) => weaponsWithin(entry.entry, env)),
      ],
      advanced: optional.map((entry) => readWeaponOption(entry, basic, unitId, env)),
    },
    optionSets,
  };
}

function isCommandModelGroup(group: XmlElement, env: ConversionEnv): boolean {
  const found = new Set<CommandModel>();
  commandModelsWithin(group, env, found);
  return found.size > 0 && childEntries(group, env).every((child) => commandModelOf(child));
}

/**
 * Models of a unit with their weapons and option sets. Units without a model
 * entry (manifestations, terrain) become one model named after the unit.
 */
export function readModels(unit: XmlElement, unitName: string, env: ConversionEnv): UnitModels {
  const unitId = unit.attrs.id ?? '';
  const commandModels = new Set<CommandModel>();
  commandModelsWithin(unit, env, commandModels);
  const models = modelNodes(unit, env).map((model) => {
    commandModelsWithin(model.entry, env, commandModels);
    return readModel(model, unitId, env);
  });

  // Weapons carried at unit level belong to the first model (or the unit itself when it has none).
  const unitWeapons = splitWeaponEntries(unit, env);
  const unitProfiles = profilesOf(unit, env)
    .filter(isWeaponProfile)
    .map((profile) => readWeapon(profile, env.context));
  if (models.length === 0) {
    models.push({ name: unitName, min: 1, max: 1, baseSize: baseSizeOf(unit), weapons: { basic: [], advanced: [] }, optionSets: [] });
  }
  const first = models[0]!;
  first.weapons.basic.push(...unitProfiles, ...unitWeapons.basic.flatMap((entry) => weaponsWithin(entry.entry, env)));
  first.weapons.advanced.push(...unitWeapons.optional.map((entry) => readWeaponOption(entry, unitWeapons.basic, unitId, env)));

  const optionSets = childGroups(unit, env)
    .filter((group) => !isCommandModelGroup(group, env) && modelNodes(group, env).length === 0)
    .map((group) => readOptionSet(group, env))
    .filter((set) => set.options.length > 0);
  return { models, optionSets, commandModels: [...commandModels] };
}
