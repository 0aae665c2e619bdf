// One bullet line under a unit: general, reinforced, an enhancement (never
// labelled by the app, so found in the army's tables), an option-set
// upgrade, a weapon option with a count, a command model (with its weapon,
// as New Recruit may print it), a weapon the unit always carries, or
// another builder's annotation.
import type { ListUnit } from '../list/army-list.js';
import type { Unit } from '../model/index.js';
import { addChoiceCount } from '../options/weapon-choices.js';
import { nameKey } from '../shared/name-key.js';
import type { ArmyIndex } from './import-index.js';
import type { UnplacedCode } from './import-types.js';
import { ANNOTATION_BULLETS, COUNT_AFTER, COUNT_BEFORE, ENHANCEMENT_LABELS, IGNORED_BULLETS, LABEL_SEPARATOR } from './line-patterns.js';
import { readCommandModel } from './command-model-bullet.js';
import { splitCost } from './line-parts.js';
import { andKey, matchKey, sameName } from './name-match.js';

/** A unit receiving bullets; the flags say whether its default options were replaced yet. */
export type OptionTarget = { unit: ListUnit; data: Unit; explicitWeapons: boolean };

export type OptionResult = { ok: true; approximate?: string } | { ok: false; code: UnplacedCode; reason: string };

const IGNORED_KEYS = new Set(IGNORED_BULLETS.map(nameKey));
const LABEL_KEYS = new Set(ENHANCEMENT_LABELS.map(nameKey));

function unlabelled(text: string, index: ArmyIndex): string {
  const labelled = LABEL_SEPARATOR.exec(text);
  if (!labelled) return text;
  const key = nameKey(labelled[1]!);
  return LABEL_KEYS.has(key) || index.enhancementLabels.has(key) ? labelled[2]! : text;
}

function setEnhancement(target: OptionTarget, name: string, index: ArmyIndex, approximate: boolean): OptionResult | undefined {
  const found = matchKey(nameKey(name), index.lookup.enhancements);
  if (!found || (found.approximate && !approximate)) return undefined;
  const { table, enhancement } = found.value;
  const unit = target.unit;
  const field = table.kind === 'heroicTraits' ? 'heroicTrait' : table.kind === 'artefacts' ? 'artifact' : null;
  const current = field ? unit[field] : unit.enhancementChoices[table.name];
  if (current && current !== enhancement.name) {
    return { ok: false, code: 'DUPLICATE_ENHANCEMENT', reason: `${unit.name} already has ${current} from ${table.name}.` };
  }
  if (field) unit[field] = enhancement.name;
  else unit.enhancementChoices = { ...unit.enhancementChoices, [table.name]: enhancement.name };
  return found.approximate ? { ok: true, approximate: enhancement.name } : { ok: true };
}

function setUpgrade(target: OptionTarget, name: string): boolean {
  const key = nameKey(name);
  const order = andKey(name);
  for (const optionSet of target.data.optionSets) {
    const option = optionSet.options.find((candidate) => sameName(candidate.name, key, order));
    if (!option) continue;
    // Replaces the set's current (default) choice in place, so order stays the set order.
    const upgrades = [...target.unit.upgrades];
    const at = upgrades.findIndex((chosen) => optionSet.options.some((candidate) => candidate.name === chosen));
    if (at >= 0) upgrades[at] = option.name;
    else upgrades.push(option.name);
    target.unit.upgrades = upgrades;
    return true;
  }
  return false;
}

/** The model and option a printed weapon name means; 'X and Y' matches in either order. */
function weaponModel(data: Unit, name: string): { model: string; option: string } | undefined {
  const key = nameKey(name);
  const order = andKey(name);
  for (const model of data.models) {
    const option = model.weapons.advanced.find((candidate) => sameName(candidate.name, key, order));
    if (option) return { model: model.name, option: option.name };
    for (const optionSet of model.optionSets) {
      const setOption = optionSet.options.find((candidate) => sameName(candidate.name, key, order));
      if (setOption) return { model: model.name, option: setOption.name };
    }
  }
  return undefined;
}

function setWeapon(target: OptionTarget, name: string, count: number): boolean {
  const found = weaponModel(target.data, name);
  if (!found || count <= 0) return false;
  if (!target.explicitWeapons) {
    // Listed weapons replace the defaults the unit was created with.
    target.unit.weapons = {};
    target.explicitWeapons = true;
  }
  target.unit.weapons = addChoiceCount(target.unit.weapons, found.model, found.option, count);
  return true;
}

/**
 * True when a model of the unit always carries the weapon: a bullet naming it
 * changes nothing. Some data releases make a weapon the app offers as a
 * choice always carried (a Huskard on Stonehorn's Harpoon Launcher in
 * battlescroll-2025-12); the bullet is read, and the unit's own choices stay.
 */
function carriesAlways(data: Unit, name: string): boolean {
  const key = nameKey(name);
  const order = andKey(name);
  return data.models.some((model) => model.weapons.basic.some((weapon) => sameName(weapon.name, key, order)));
}

/** New Recruit's command model with its weapon on one line: '1x Champion: Grandhammer', '1x Champion with Grandhammer'. */
const COMMAND_WITH_WEAPON = /^(.+?)(?:\s*:\s*|\s+with\s+|\s*,\s*)(.+)$/i;

function commandModelWithWeapon(target: OptionTarget, text: string): OptionResult | undefined {
  const count = counted(text);
  const parts = COMMAND_WITH_WEAPON.exec(count?.name ?? text);
  if (!parts) return undefined;
  const number = count?.count ?? 1;
  const command = readCommandModel(target.data, target.unit.reinforced, parts[1]!, number);
  if (!command?.ok) return command;
  const weapon = parts[2]!;
  if (carriesAlways(target.data, weapon) || setWeapon(target, weapon, number)) return command;
  return undefined;
}

function counted(text: string): { name: string; count: number } | undefined {
  const before = COUNT_BEFORE.exec(text);
  if (before) return { name: before[2]!, count: Number(before[1]) };
  const after = COUNT_AFTER.exec(text);
  if (after) return { name: after[1]!, count: Number(after[2]) };
  return undefined;
}

/** Applies a bullet's text (bullet character removed) to the unit. */
export function applyOption(target: OptionTarget, text: string, index: ArmyIndex): OptionResult {
  const plain = text.replace(/[.\s]+$/, '');
  const key = nameKey(plain);
  if (key === 'general') {
    target.unit.general = true;
    return { ok: true };
  }
  if (key === 'reinforced') {
    target.unit.reinforced = true;
    return { ok: true };
  }
  if (IGNORED_KEYS.has(key) || ANNOTATION_BULLETS.some((pattern) => pattern.test(plain))) return { ok: true };
  const name = unlabelled(splitCost(plain).name, index);
  // The unit's own option sets first: 'Trophy Rack' is a Daemon Prince upgrade and an Ogor artefact.
  if (setUpgrade(target, name)) return { ok: true };
  const exact = setEnhancement(target, name, index, false);
  if (exact) return exact;
  const count = counted(name);
  const command = readCommandModel(target.data, target.unit.reinforced, count?.name ?? name, count?.count ?? 1);
  if (command) return command;
  if (count && setWeapon(target, count.name, count.count)) return { ok: true };
  if (!count && setWeapon(target, name, 1)) return { ok: true };
  if (carriesAlways(target.data, count?.name ?? name)) return { ok: true };
  const withWeapon = commandModelWithWeapon(target, name);
  if (withWeapon) return withWeapon;
  const near = setEnhancement(target, name, index, true);
  if (near) return near;
  return {
    ok: false,
    code: 'UNKNOWN_OPTION',
    reason: `${name} is not an enhancement, upgrade or weapon option of ${target.unit.name} in the current data.`,
  };
}
