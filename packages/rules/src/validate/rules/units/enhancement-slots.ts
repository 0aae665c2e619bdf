import type { ListUnit } from '../../../list/army-list.js';
import type { EnhancementTable } from '../../../model/index.js';
import type { TableEntry, UnitsIndex } from './army-index.js';
import { isHero, isUnique, type ListView, type Placement } from './list-view.js';

/** One enhancement a list unit carries, resolved against the army. */
export type EnhancementSlot = {
  field: 'artifact' | 'heroicTrait' | 'choice';
  name: string;
  /** Undefined when the army has no such enhancement where the player put it. */
  entry: TableEntry | undefined;
};

const NONE: readonly EnhancementSlot[] = [];

function resolveChoice(tableName: string, name: string, index: UnitsIndex): TableEntry | undefined {
  const table = index.lookup.tables.get(index.key(tableName));
  const enhancement = table && index.tableEnhancements.get(index.key(table.name))?.get(index.key(name));
  return table && enhancement ? { table, enhancement } : undefined;
}

/** The unit's heroic trait, artifact and table choices; empty names mean nothing chosen. */
export function enhancementSlots(listUnit: ListUnit, index: UnitsIndex): readonly EnhancementSlot[] {
  const { artifact, heroicTrait, enhancementChoices } = listUnit;
  const choices = Object.entries(enhancementChoices);
  if (!artifact && !heroicTrait && choices.length === 0) return NONE;
  const slots: EnhancementSlot[] = [];
  if (heroicTrait) slots.push({ field: 'heroicTrait', name: heroicTrait, entry: index.heroicTraits.get(index.key(heroicTrait)) });
  if (artifact) slots.push({ field: 'artifact', name: artifact, entry: index.artefacts.get(index.key(artifact)) });
  for (const [tableName, name] of choices) {
    if (name) slots.push({ field: 'choice', name, entry: resolveChoice(tableName, name, index) });
  }
  return slots;
}

/** enhancementSlots, kept in the view: four rules read every unit's enhancements in one validation. */
export function slotsOf(view: ListView, listUnit: ListUnit): readonly EnhancementSlot[] {
  let found = view.slots.get(listUnit);
  if (!found) view.slots.set(listUnit, (found = enhancementSlots(listUnit, view.index)));
  return found;
}

/** The Godmarked Ascendant's Daemon Prince is the one regiment-of-renown unit allowed enhancements. */
export function isRenownDaemonPrince(placement: Placement, index: UnitsIndex): boolean {
  return placement.role === 'renown' && placement.key === index.key('Daemon Prince');
}

/** Regiment-of-renown units other than the Daemon Prince take nothing (the renown rule says so). */
export function mayHoldEnhancements(placement: Placement, index: UnitsIndex): boolean {
  return placement.role !== 'renown' || isRenownDaemonPrince(placement, index);
}

export function isHeroTable(table: EnhancementTable): boolean {
  return table.kind !== 'other';
}

/**
 * Whether the unit may take from the table: never when unique, heroes only for
 * traits and artefacts, and only tables it lists. The renown Daemon Prince lists
 * none in the data, yet may take the army's heroic traits and artefacts.
 */
export function canTakeFrom(placement: Placement, table: EnhancementTable, index: UnitsIndex): boolean {
  const { unit } = placement;
  if (!unit || isUnique(unit) || !mayHoldEnhancements(placement, index)) return false;
  if (isHeroTable(table) && !isHero(unit)) return false;
  const tables = placement.role === 'renown' ? index.heroTables : index.tablesOf(unit);
  return tables.has(index.key(table.name));
}
