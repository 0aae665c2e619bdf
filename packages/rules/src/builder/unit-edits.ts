// Edits of one unit: reinforcement, enhancements, weapon counts and upgrades.
// Options go through the options helpers, so counts stay within their bounds.
import type { ArmyList, ListUnit } from '../list/army-list.js';
import type { ArmyLookup } from '../lookup/build-army-lookup.js';
import type { Unit } from '../model/index.js';
import { setReinforced as setUnitReinforced } from '../options/clamp-unit-options.js';
import { chooseModelOption, chooseUpgrade, clearUpgradeSet, setWeaponCount } from '../options/set-option-count.js';
import { fail, ok, type Result } from '../shared/result.js';
import { unitsIndex } from '../validate/rules/units/army-index.js';
import { editError, type EnhancementField, type ListEdit, type ListEditError } from './list-edit.js';
import { unitAt, warscrollAt, withUnitAt, type UnitRef } from './unit-ref.js';

type Edited = Result<ArmyList, ListEditError>;
type UnitChange = (listUnit: ListUnit, unit: Unit) => Result<ListUnit, ListEditError>;

/** Applies a change to the unit at `ref`, with its warscroll. */
export function editUnit(list: ArmyList, ref: UnitRef, lookup: ArmyLookup, change: UnitChange): Edited {
  const listUnit = unitAt(list, ref);
  const unit = listUnit && warscrollAt(list, ref, lookup);
  if (!listUnit || !unit) return fail([editError('UNIT_NOT_FOUND', 'There is no unit at that place in the list.')]);
  const changed = change(listUnit, unit);
  if (!changed.ok) return changed;
  return ok(changed.value === listUnit ? list : withUnitAt(list, ref, changed.value));
}

const FIELD_WORDS: Record<EnhancementField, string> = { heroicTrait: 'heroic trait', artifact: 'artefact' };

/**
 * Sets a unit's heroic trait or artefact by name (null clears it). The name
 * must be in one of the army's tables of that kind, as validation resolves
 * it; whether this unit may take it is what the builder's selects offer.
 */
export function setEnhancement(listUnit: ListUnit, field: EnhancementField, name: string | null, lookup: ArmyLookup): Result<ListUnit, ListEditError> {
  if (name === null) return ok({ ...listUnit, [field]: null });
  const index = unitsIndex(lookup);
  const entry = (field === 'heroicTrait' ? index.heroicTraits : index.artefacts).get(index.key(name));
  if (!entry) return fail([editError('SELECTION_NOT_FOUND', `${lookup.army.name} has no ${FIELD_WORDS[field]} named ${name}.`)]);
  return ok({ ...listUnit, [field]: entry.enhancement.name });
}

/** Sets (or with null clears) the unit's choice from an enhancement table other than traits and artefacts. */
export function setEnhancementChoice(listUnit: ListUnit, tableName: string, name: string | null, lookup: ArmyLookup): Result<ListUnit, ListEditError> {
  const index = unitsIndex(lookup);
  const table = index.lookup.tables.get(index.key(tableName));
  if (!table) return fail([editError('SELECTION_NOT_FOUND', `${lookup.army.name} has no enhancement table named ${tableName}.`)]);
  const choices = Object.fromEntries(Object.entries(listUnit.enhancementChoices).filter(([stored]) => index.key(stored) !== index.key(table.name)));
  if (name === null) return ok({ ...listUnit, enhancementChoices: choices });
  const enhancement = index.tableEnhancements.get(index.key(table.name))?.get(index.key(name));
  if (!enhancement) return fail([editError('SELECTION_NOT_FOUND', `${table.name} has no enhancement named ${name}.`)]);
  return ok({ ...listUnit, enhancementChoices: { ...choices, [table.name]: enhancement.name } });
}

type UnitEdit = Extract<
  ListEdit,
  { op: 'setReinforced' | 'setEnhancement' | 'setEnhancementChoice' | 'setWeaponCount' | 'chooseModelOption' | 'chooseUpgrade' | 'clearUpgradeSet' }
>;

/** The change a unit edit makes to its unit. */
export function unitChange(edit: UnitEdit, lookup: ArmyLookup): UnitChange {
  switch (edit.op) {
    case 'setReinforced':
      return (listUnit, unit) => ok(setUnitReinforced(listUnit, unit, edit.reinforced));
    case 'setEnhancement':
      return (listUnit) => setEnhancement(listUnit, edit.field, edit.name, lookup);
    case 'setEnhancementChoice':
      return (listUnit) => setEnhancementChoice(listUnit, edit.table, edit.name, lookup);
    case 'setWeaponCount':
      return (listUnit, unit) => ok(setWeaponCount(listUnit, unit, edit.model, edit.option, edit.count));
    case 'chooseModelOption':
      return (listUnit, unit) => ok(chooseModelOption(listUnit, unit, edit.model, edit.option));
    case 'chooseUpgrade':
      return (listUnit, unit) => ok(chooseUpgrade(listUnit, unit, edit.option));
    case 'clearUpgradeSet':
      return (listUnit, unit) => ok(clearUpgradeSet(listUnit, unit, edit.set));
  }
}
