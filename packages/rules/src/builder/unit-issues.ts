// The validation issues and one-tap fixes that concern one unit of a list, for
// its options sheet. Issues name units by name only (params), so a unit
// shares them with alike units; fixes carry a place, so they are exact.
import type { ArmyList } from '../list/army-list.js';
import type { GameData } from '../model/index.js';
import type { Fix } from '../fixes/fix.js';
import { suggestFixes } from '../fixes/suggest-fixes.js';
import { nameKey } from '../shared/name-key.js';
import type { Issue } from '../validate/issue.js';
import { validateList } from '../validate/validate-list.js';
import type { ListEdit } from './list-edit.js';
import { isSameRef, unitAt, type UnitRef } from './unit-ref.js';

export type UnitIssues = { issues: Issue[]; fixes: Fix[] };

/** The params an issue names a unit by. */
const UNIT_PARAMS = ['unit', 'leader', 'name'] as const;

function namesUnit(issue: Issue, key: string): boolean {
  return UNIT_PARAMS.some((param) => {
    const value = issue.params[param];
    return typeof value === 'string' && nameKey(value) === key;
  });
}

/** The place an edit acts on, when it acts on one unit. */
function editedRef(edit: ListEdit): UnitRef | null {
  if ('unit' in edit && typeof edit.unit === 'object') return edit.unit;
  if (edit.op !== 'moveUnit') return null;
  const { from } = edit;
  return from.kind === 'auxiliary' ? { kind: 'auxiliary', unit: from.unit } : { kind: 'member', regiment: from.regiment, unit: from.unit };
}

/** Issues naming the unit at `ref`, and the fixes that change that very unit (its regiment's general mark for a leader). */
export function unitIssues(list: ArmyList, ref: UnitRef, data: GameData): UnitIssues {
  const listUnit = unitAt(list, ref);
  if (!listUnit) return { issues: [], fixes: [] };
  const key = nameKey(listUnit.name);
  const issues = validateList(list, data).issues.filter((issue) => namesUnit(issue, key));
  const fixes = suggestFixes(list, data).filter((fix) => {
    if (fix.apply.op === 'setGeneral') return ref.kind === 'leader' && fix.apply.regiment === ref.regiment;
    const target = editedRef(fix.apply);
    return target !== null && isSameRef(target, ref);
  });
  return { issues, fixes };
}
