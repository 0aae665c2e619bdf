import type { ArmyUnit, ArmyUnitIndex } from './index-army-units.js';
import type { RosterLimit } from './read-roster-limits.js';

export type EnablingUnit = { enabling: ArmyUnit; base: number } | { problem: string };

/**
 * Reads "N, plus one for each X in the list" off a unit's max limits: one
 * increment of 1 per selection of one unit. The data writes the limit with
 * scope roster, once with scope parent (a root entry's regiment) for an
 * allowance the rules give per army (Stormdrake Guard per Knight-Draconis).
 * Undefined when the unit has no such limit.
 */
export function readEnablingUnit(limits: readonly RosterLimit[], index: ArmyUnitIndex): EnablingUnit | undefined {
  const ratios = limits.filter((limit) => limit.type === 'max' && limit.increments.length > 0);
  if (ratios.length === 0) return undefined;
  if (ratios.length > 1) return { problem: 'several limits that grow with other units' };
  const [ratio] = ratios as [RosterLimit];
  if (ratio.unreadable > 0) return { problem: 'a limit that also depends on counts of keywords in the list' };
  if (ratio.increments.length > 1) return { problem: 'one allowance shared by several enabling units' };
  const [increment] = ratio.increments as [RosterLimit['increments'][number]];
  if (increment.by !== 1 || increment.perSelections !== 1) {
    return { problem: `an allowance of ${increment.by} per ${increment.perSelections} enabling units` };
  }
  const enabling = index.find(increment.childId);
  if (!enabling) return { problem: `an enabling unit (${increment.childId}) that is not in the army` };
  return { enabling, base: ratio.value };
}
