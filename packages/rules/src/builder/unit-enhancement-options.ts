import type { ArmyList } from '../list/army-list.js';
import { buildArmyLookup } from '../lookup/build-army-lookup.js';
import type { Ability, EnhancementTable, GameData } from '../model/index.js';
import { canTakeFrom, enhancementSlots } from '../validate/rules/units/enhancement-slots.js';
import { viewList, type ListView, type Placement } from '../validate/rules/units/list-view.js';
import { isSameRef, unitAt, unitRefs, type UnitRef } from './unit-ref.js';

export type EnhancementOption = {
  name: string;
  points: number;
  /** Its rules, shown on its card where it is chosen. */
  abilities: readonly Ability[];
  /** The visible sub-table it is listed under ('Aspects of Azyr'). */
  set: string;
  /** Another unit of the list has it; each enhancement may be taken once. */
  takenElsewhere: boolean;
};

export type EnhancementSelect = { table: string; kind: EnhancementTable['kind']; options: EnhancementOption[] };

/** The selects a unit row shows; an empty group is not shown. */
export type UnitEnhancementOptions = {
  heroicTraits: EnhancementSelect[];
  artefacts: EnhancementSelect[];
  /** Tables other than traits and artefacts, each its own select (stored in enhancementChoices). */
  tables: EnhancementSelect[];
};

const NONE: UnitEnhancementOptions = { heroicTraits: [], artefacts: [], tables: [] };

function placementAt(view: ListView, ref: UnitRef): Placement | undefined {
  switch (ref.kind) {
    case 'leader':
      return view.regiments[ref.regiment]?.leader;
    case 'member':
      return view.regiments[ref.regiment]?.members[ref.unit];
    case 'auxiliary':
      return view.auxiliary[ref.unit];
    case 'renown':
      return view.renown[ref.unit];
  }
}

/**
 * Which heroic traits, artefacts and other enhancement tables the unit at
 * `ref` may take from, decided by validation's own test (canTakeFrom): not
 * unique, heroes only for traits and artefacts, only tables the unit lists,
 * and the regiment-of-renown Daemon Prince's exception.
 */
export function unitEnhancementOptions(list: ArmyList, ref: UnitRef, data: GameData): UnitEnhancementOptions {
  const lookup = buildArmyLookup(data, list.faction);
  if (!lookup || !unitAt(list, ref)) return NONE;
  const view = viewList({ list, data, lookup, mode: list.validator, derived: {} });
  const placement = placementAt(view, ref);
  if (!placement) return NONE;
  const { index } = view;
  const taken = new Set<string>();
  for (const other of unitRefs(list)) {
    if (isSameRef(other.ref, ref)) continue;
    for (const slot of enhancementSlots(other.unit, index)) if (slot.entry) taken.add(index.key(slot.entry.enhancement.name));
  }
  const selectOf = (table: EnhancementTable): EnhancementSelect => ({
    table: table.name,
    kind: table.kind,
    options: table.sets.flatMap((set) =>
      set.enhancements.map((enhancement) => ({
        name: enhancement.name,
        points: enhancement.points,
        abilities: enhancement.abilities,
        set: set.name,
        takenElsewhere: taken.has(index.key(enhancement.name)),
      })),
    ),
  });
  const open = index.army.enhancementTables.filter((table) => canTakeFrom(placement, table, index)).map(selectOf);
  const withOptions = open.filter((select) => select.options.length > 0);
  return {
    heroicTraits: withOptions.filter((select) => select.kind === 'heroicTraits'),
    artefacts: withOptions.filter((select) => select.kind === 'artefacts'),
    tables: withOptions.filter((select) => select.kind === 'other'),
  };
}
