import type { KnownArmyOption } from '@scrolldex/rules/model';

import type { ArmyUnit, ArmyUnitIndex } from './index-army-units.js';
import type { RosterLimit } from './read-roster-limits.js';
import { readUnitRosterMax } from './read-unit-roster-max.js';
import type { Derived, Unplaced } from './unplaced.js';

type MustBeIncluded = Extract<KnownArmyOption, { type: 'MustBeIncluded' }>;

/** A unit with a fixed roster limit from its army: required (min ≥ 1), capped, or exclusive with others. */
type Limited = { unit: ArmyUnit; min: number; partners: ArmyUnit[] };

// Limits that grow with other selections are ratios (OnePerX, undersize), read elsewhere.
function isFixed(limit: RosterLimit): boolean {
  return limit.scope === 'roster' && limit.increments.length === 0;
}

function readLimited(unit: ArmyUnit, limits: readonly RosterLimit[], index: ArmyUnitIndex, unplaced: Unplaced[]): Limited | undefined {
  const fixed = limits.filter(isFixed);
  if (fixed.length === 0) return undefined;
  if (fixed.some((limit) => limit.unreadable > 0)) {
    unplaced.push({ unit, reason: 'roster limit that depends on counts of keywords in the list' });
    return undefined;
  }
  const min = Math.max(0, ...fixed.filter((limit) => limit.type === 'min').map((limit) => limit.value));
  const capped = fixed.some((limit) => limit.type === 'max' && limit.value >= 0);
  // A twin hidden in this handbook (a Scourge of Ghyran variant) is not in the army: drop it.
  const partners = fixed
    .flatMap((limit) => limit.waivedBy)
    .map((id) => index.find(id))
    .filter((partner): partner is ArmyUnit => partner !== undefined && partner !== unit);
  return min > 0 || capped || partners.length > 0 ? { unit, min, partners } : undefined;
}

/** Units joined by "set to 0 when the other is included": Scourge twins and exclusive alternatives. */
function groupPartners(limited: readonly Limited[]): Limited[][] {
  const groupOf = new Map<ArmyUnit, Limited[]>();
  const groups: Limited[][] = [];
  const byUnit = new Map(limited.map((entry) => [entry.unit, entry]));
  for (const entry of limited) {
    if (groupOf.has(entry.unit)) continue;
    const group: Limited[] = [];
    const stack = [entry];
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (groupOf.has(next.unit)) continue;
      groupOf.set(next.unit, group);
      group.push(next);
      for (const partner of next.partners) {
        stack.push(byUnit.get(partner) ?? { unit: partner, min: 0, partners: [] });
      }
      for (const other of limited) if (other.partners.includes(next.unit)) stack.push(other);
    }
    groups.push(group);
  }
  return groups;
}

/**
 * A lone UNIQUE unit capped at one (a named hero an army of renown defines
 * itself, such as Hamilcar Bear-Eater) says nothing core validation of UNIQUE
 * units does not already check.
 */
function isUniqueCap(members: readonly ArmyUnit[], max: number): boolean {
  return members.length === 1 && max >= 1 && members[0]!.converted.unit.keywords.includes('UNIQUE');
}

/**
 * MustBeIncluded from the army's fixed roster limits. A min ≥ 1 means the unit
 * must be in the list (any of its twins counts). A max-only cap (Gorechosen
 * Champions' one Mighty Lord of Khorne) or an exclusive pair (Radukar the Beast
 * or the Wolf) is the same option with min 0. Exclusive units never share a
 * list, so a group holds at most what its largest member allows.
 */
export function deriveMustBeIncluded(index: ArmyUnitIndex, limitsOf: (unit: ArmyUnit) => RosterLimit[]): Derived<MustBeIncluded> {
  const unplaced: Unplaced[] = [];
  const limited = index.units.map((unit) => readLimited(unit, limitsOf(unit), index, unplaced)).filter((entry): entry is Limited => entry !== undefined);

  const order = new Map(index.units.map((unit, position) => [unit, position]));
  const options: MustBeIncluded[] = [];
  for (const group of groupPartners(limited)) {
    const members = group.map((entry) => entry.unit);
    members.sort((a, b) => order.get(a)! - order.get(b)!);
    const min = Math.max(...group.map((entry) => entry.min));
    const maxes = members.map(readUnitRosterMax);
    const max = maxes.includes(-1) ? -1 : Math.max(...maxes);
    if (min === 0 && max === -1) {
      unplaced.push({ unit: members[0]!, reason: 'exclusive with a unit the list may hold any number of' });
      continue;
    }
    if (min === 0 && isUniqueCap(members, max)) continue;
    options.push({ type: 'MustBeIncluded', min, max, units: members.map((unit) => unit.name) });
  }
  return { options, unplaced };
}
