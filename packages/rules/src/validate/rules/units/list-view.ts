import type { ListUnit } from '../../../list/army-list.js';
import type { RegimentOfRenown, Unit } from '../../../model/index.js';
import type { RuleContext } from '../../rule.js';
import { unitsIndex, type UnitsIndex } from './army-index.js';
import type { EnhancementSlot } from './enhancement-slots.js';

export type PlacementRole = 'leader' | 'member' | 'auxiliary' | 'renown';

/** A unit of the list with its warscroll, resolved once per validation. */
export type Placement = {
  listUnit: ListUnit;
  /** Undefined when the data does not know the name (the list rules report that). */
  unit: Unit | undefined;
  key: string;
  /** The data's spelling when known, else the player's. */
  name: string;
  role: PlacementRole;
  /** Index into list.regiments; -1 for auxiliary and regiment-of-renown units. */
  regiment: number;
};

export type RegimentView = { index: number; leader: Placement | undefined; members: Placement[] };

export type ListView = {
  index: UnitsIndex;
  /** Leaders, regiment units and auxiliary units, in list order. */
  placed: Placement[];
  regiments: RegimentView[];
  auxiliary: Placement[];
  /** Units of the regiment of renown, resolved against the regiment's own warscrolls. */
  renown: Placement[];
  regimentOfRenown: RegimentOfRenown | undefined;
  /** How many units of each name key the placed units hold. */
  placedCounts: ReadonlyMap<string, number>;
  /** The same over placed and regiment-of-renown units. */
  allCounts: ReadonlyMap<string, number>;
  /** Placed units marked general. */
  generals: Placement[];
  /** Each unit's enhancements, resolved by the first rule that reads them (slotsOf). */
  slots: Map<ListUnit, readonly EnhancementSlot[]>;
};

function count(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

function createView({ list, lookup }: RuleContext): ListView {
  const index = unitsIndex(lookup!);
  const place = (listUnit: ListUnit, role: PlacementRole, regiment: number, unit = index.unit(listUnit.name)): Placement => ({
    listUnit,
    unit,
    key: index.key(listUnit.name),
    name: unit?.name ?? listUnit.name,
    role,
    regiment,
  });
  const placed: Placement[] = [];
  const regiments: RegimentView[] = list.regiments.map((regiment, regimentIndex) => {
    const leader = regiment.leader ? place(regiment.leader, 'leader', regimentIndex) : undefined;
    const members = regiment.units.map((listUnit) => place(listUnit, 'member', regimentIndex));
    if (leader) placed.push(leader);
    // One push per unit: spreading a list's units as arguments overflows the stack on huge lists.
    for (const member of members) placed.push(member);
    return { index: regimentIndex, leader, members };
  });
  const auxiliary = list.auxiliaryUnits.map((listUnit) => place(listUnit, 'auxiliary', -1));
  for (const unit of auxiliary) placed.push(unit);

  const regimentOfRenown = list.regimentOfRenown ? lookup!.regimentsOfRenown.get(index.key(list.regimentOfRenown)) : undefined;
  // Renown units come from other armies: only the regiment's own warscrolls say what they are.
  const renownUnits = new Map((regimentOfRenown?.units ?? []).map(({ unit }) => [index.key(unit.name), unit]));
  const renown = list.regimentOfRenownUnits.map((listUnit) => place(listUnit, 'renown', -1, renownUnits.get(index.key(listUnit.name))));

  const placedCounts = new Map<string, number>();
  for (const placement of placed) count(placedCounts, placement.key);
  const allCounts = new Map(placedCounts);
  for (const placement of renown) count(allCounts, placement.key);
  const generals = placed.filter((placement) => placement.listUnit.general);
  return { index, placed, regiments, auxiliary, renown, regimentOfRenown, placedCounts, allCounts, generals, slots: new Map() };
}

/**
 * The list's units resolved against the army; needs the army (rules using it set
 * needsArmy). Every unit rule walks the same units: the first builds the view
 * into the context's `derived`, which lives for one validation.
 */
export function viewList(context: RuleContext): ListView {
  return (context.derived.view ??= createView(context));
}

export function hasKeyword(unit: Unit, keyword: string): boolean {
  return unit.keywords.includes(keyword);
}

export function isHero(unit: Unit): boolean {
  return unit.keywords.includes('HERO');
}

export function isUnique(unit: Unit): boolean {
  return unit.keywords.includes('UNIQUE');
}

/** 'WIZARD (2)' and 'PRIEST (1)' carry their level in the keyword. */
export function hasKeywordPrefix(unit: Unit, prefix: string): boolean {
  return unit.keywords.some((keyword) => keyword.startsWith(prefix));
}
