import type { ArmyList, ListUnit } from '../list/army-list.js';
import type { ArmyLookup } from '../lookup/build-army-lookup.js';
import type { Lore, Unit, Weapon, WeaponKind } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';
import { usableLores } from './list-casting.js';

/** Where a warscroll on the table comes from. */
export type BattleUnitRole = 'list' | 'terrain' | 'manifestation';

/** One warscroll in play: the battle view shows each once, however many units of it the list holds. */
export type BattleUnit = {
  unit: Unit;
  role: BattleUnitRole;
  /** The list's units of this warscroll; empty for faction terrain and manifestations. */
  entries: readonly ListUnit[];
};

/** Every list unit: regiment leaders and units, auxiliaries, then the regiment of renown's units. */
export function listUnitEntries(list: ArmyList): ListUnit[] {
  return [
    ...list.regiments.flatMap((regiment) => (regiment.leader ? [regiment.leader, ...regiment.units] : regiment.units)),
    ...list.auxiliaryUnits,
    ...list.regimentOfRenownUnits,
  ];
}

// The lookup holds the army's own warscrolls; a regiment of renown's units and
// the universal manifestations come from elsewhere in the data.
function unitFinder(list: ArmyList, lookup: ArmyLookup): (name: string) => Unit | undefined {
  const regiment = list.regimentOfRenown ? lookup.regimentsOfRenown.get(nameKey(list.regimentOfRenown)) : undefined;
  const others = new Map<string, Unit>();
  for (const unit of [...(regiment?.units.map((entry) => entry.unit) ?? []), ...lookup.data.universalUnits]) {
    if (!others.has(nameKey(unit.name))) others.set(nameKey(unit.name), unit);
  }
  return (name) => lookup.units.get(nameKey(name)) ?? others.get(nameKey(name));
}

/** What a list brings to the table: its warscrolls in play and the lores some unit of it can use. */
export type ListTable = { battleUnits: BattleUnit[]; lores: Lore[] };

/**
 * The warscrolls a list brings to the table, in list order: list units,
 * then the faction terrain, then the manifestations its manifestation lore
 * summons when some unit of the list can summon them. Names the data does
 * not know are skipped. The usable lores come with them: they are read from
 * the list's own units, which terrain and manifestations do not change, so
 * the battle view needs not read every unit's abilities for them again.
 */
export function resolveListTable(list: ArmyList, lookup: ArmyLookup): ListTable {
  const findUnit = unitFinder(list, lookup);
  const byKey = new Map<string, { unit: Unit; role: BattleUnitRole; entries: ListUnit[] }>();
  const add = (name: string, role: BattleUnitRole, entry: ListUnit | null) => {
    const unit = findUnit(name);
    if (!unit) return;
    const key = nameKey(unit.name);
    const existing = byKey.get(key);
    if (existing) {
      if (entry) existing.entries.push(entry);
      return;
    }
    byKey.set(key, { unit, role, entries: entry ? [entry] : [] });
  };
  for (const entry of listUnitEntries(list)) add(entry.name, 'list', entry);
  const lores = usableLores(list, lookup, [...byKey.values()]);
  const summoned = lores.find((lore) => lore.kind === 'ManifestationLore');
  if (list.factionTerrain) add(list.factionTerrain, 'terrain', null);
  for (const name of summoned?.units ?? []) add(name, 'manifestation', null);
  return { battleUnits: [...byKey.values()], lores };
}

/** The warscrolls a list brings to the table (resolveListTable). */
export function resolveBattleUnits(list: ArmyList, lookup: ArmyLookup): BattleUnit[] {
  return resolveListTable(list, lookup).battleUnits;
}

/** Every weapon profile on the warscroll, optional ones included: the warscroll section shows them all. */
function warscrollWeapons(unit: Unit): Weapon[] {
  const fromSets = (sets: Unit['optionSets']) => sets.flatMap((set) => set.options.flatMap((option) => option.weapons));
  return [
    ...unit.models.flatMap((model) => [...model.weapons.basic, ...model.weapons.advanced.flatMap((option) => option.weapons), ...fromSets(model.optionSets)]),
    ...fromSets(unit.optionSets),
  ];
}

export function hasWeaponKind(unit: Unit, kind: WeaponKind): boolean {
  return warscrollWeapons(unit).some((weapon) => weapon.kind === kind);
}
