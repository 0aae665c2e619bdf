// The core rules' limits as the builder meets them before an edit, not after:
// how full a regiment is, how many of the five regiments the list uses, and
// the refusal of an addition that would pass either. The screens disable
// their add buttons from the same figures and say why.
import type { ArmyList } from '../list/army-list.js';
import { regimentTitles } from '../list/regiment-titles.js';
import type { ArmyLookup } from '../lookup/build-army-lookup.js';
import { MAX_REGIMENTS, regimentCapacity, regimentsUsed } from '../validate/regiment-limits.js';
import { editError, type ListEdit, type ListEditError } from './list-edit.js';

/** A regiment's units besides its leader against what it may hold. */
export type RegimentRoom = { units: number; max: number; full: boolean };

/** The list's regiments (its regiment of renown counting as one) against the five it may have. */
export type RegimentsRoom = { used: number; max: number; full: boolean; renown: boolean };

export function regimentRoom(list: Pick<ArmyList, 'regiments'>, index: number, lookup: Pick<ArmyLookup, 'units'> | undefined): RegimentRoom | undefined {
  const regiment = list.regiments[index];
  if (!regiment) return undefined;
  const max = regimentCapacity(regiment, lookup?.units);
  return { units: regiment.units.length, max, full: regiment.units.length >= max };
}

export function regimentsRoom(list: Pick<ArmyList, 'regiments' | 'regimentOfRenown'>): RegimentsRoom {
  const used = regimentsUsed(list);
  return { used, max: MAX_REGIMENTS, full: used >= MAX_REGIMENTS, renown: Boolean(list.regimentOfRenown?.trim()) };
}

/** The edits that add to a list, and so may pass a limit. */
const ADDING: readonly ListEdit['op'][] = ['addLeader', 'addUnit', 'setRegimentOfRenown'];

/**
 * Refuses an addition that takes the list past a limit it kept: a sixth
 * regiment, or a regiment past its units. A list already past a limit (an
 * import) is not held to it by edits that do not make it worse.
 */
export function limitPassed(before: ArmyList, after: ArmyList, change: ListEdit, lookup: ArmyLookup): ListEditError | null {
  if (!ADDING.includes(change.op)) return null;
  const used = regimentsUsed(after);
  if (used > MAX_REGIMENTS && used > regimentsUsed(before)) {
    return editError(
      'TOO_MANY_REGIMENTS',
      `A list has at most ${MAX_REGIMENTS} regiments${before.regimentOfRenown ? ', its regiment of renown counting as one' : ''}.`,
    );
  }
  const titles = regimentTitles(after.regiments);
  for (const [index, regiment] of after.regiments.entries()) {
    const max = regimentCapacity(regiment, lookup.units);
    const was = before.regiments[index]?.units.length ?? 0;
    if (regiment.units.length > max && regiment.units.length > was) {
      return editError('REGIMENT_FULL', `${titles[index]} is full: ${Math.min(was, max)} of ${max} units.`);
    }
  }
  return null;
}
