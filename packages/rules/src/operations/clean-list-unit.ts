import type { ListUnit, WeaponChoice } from '../list/army-list.js';
import type { ArmyLookup } from '../lookup/build-army-lookup.js';
import type { EnhancementTable, Unit } from '../model/index.js';
import { isKnownUpgrade } from '../options/clamp-unit-options.js';
import { findWeaponChoiceSource } from '../options/weapon-choices.js';
import { nameKey } from '../shared/name-key.js';
import { unitSelectionRemoval, type Removal, type UnitPlace } from './clean-removal.js';

function tableHas(table: EnhancementTable, name: string): boolean {
  const key = nameKey(name);
  return table.sets.some((set) => set.enhancements.some((enhancement) => nameKey(enhancement.name) === key));
}

function inTableOfKind(lookup: ArmyLookup, kind: EnhancementTable['kind'], name: string): boolean {
  return lookup.army.enhancementTables.some((table) => table.kind === kind && tableHas(table, name));
}

/**
 * Drops a unit's artefact, heroic trait, enhancements, upgrades and weapon
 * options that the data no longer has. Whether the unit may take them is
 * validation's question, not this one's.
 */
export function cleanListUnit(listUnit: ListUnit, unit: Unit, lookup: ArmyLookup, place: UnitPlace): { unit: ListUnit; removed: Removal[] } {
  const removed: Removal[] = [];
  const drop = (kind: Parameters<typeof unitSelectionRemoval>[0], name: string) => removed.push(unitSelectionRemoval(kind, name, listUnit.name, place));

  let artifact = listUnit.artifact;
  if (artifact && !inTableOfKind(lookup, 'artefacts', artifact)) {
    drop('artifact', artifact);
    artifact = null;
  }
  let heroicTrait = listUnit.heroicTrait;
  if (heroicTrait && !inTableOfKind(lookup, 'heroicTraits', heroicTrait)) {
    drop('heroicTrait', heroicTrait);
    heroicTrait = null;
  }
  const enhancementChoices: Record<string, string> = {};
  for (const [tableName, enhancement] of Object.entries(listUnit.enhancementChoices)) {
    const table = lookup.tables.get(nameKey(tableName));
    if (table && tableHas(table, enhancement)) enhancementChoices[tableName] = enhancement;
    else drop('enhancement', enhancement);
  }
  const upgrades: string[] = [];
  for (const upgrade of listUnit.upgrades) {
    if (isKnownUpgrade(unit, upgrade)) upgrades.push(upgrade);
    else drop('upgrade', upgrade);
  }
  const weapons: Record<string, WeaponChoice[]> = {};
  for (const [modelName, choices] of Object.entries(listUnit.weapons)) {
    const kept: WeaponChoice[] = [];
    for (const choice of choices) {
      if (findWeaponChoiceSource(unit, modelName, choice.name)) kept.push(choice);
      else drop('weaponOption', choice.name);
    }
    if (kept.length > 0) weapons[modelName] = kept;
  }
  if (removed.length === 0) return { unit: listUnit, removed };
  return { unit: { ...listUnit, artifact, heroicTrait, enhancementChoices, upgrades, weapons }, removed };
}
