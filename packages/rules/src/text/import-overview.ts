// What the Confirm Import dialog tells before saving: the army, the points
// against the cap, how many units were placed, and the verdict of validation.
import type { ValidationState } from '../list/validator-mode.js';
import { buildArmyLookup } from '../lookup/build-army-lookup.js';
import type { GameData } from '../model/index.js';
import { newListRecord } from '../operations/new-list-record.js';
import { listPoints, placedUnits } from '../points/list-points.js';
import type { RuleId } from '../issue/issue.js';
import { validateList } from '../validate/validate-list.js';
import type { ImportedList } from './import-types.js';

export type ImportOverview = {
  faction: string;
  /** The list's points on the loaded data (the text's own total may differ). */
  points: number;
  pointsCap: number;
  /** Units in regiments, as auxiliaries and in the regiment of renown. */
  unitCount: number;
  validation: ValidationState;
  errors: string[];
  warnings: string[];
  /** Rules that threw (validation 'incomplete' unless an error was found): the caller logs them. */
  failedRules: { rule: RuleId; error: unknown }[];
};

export function importOverview(imported: ImportedList, data: GameData): ImportOverview {
  const list = newListRecord(imported, { id: 'import', now: 0 });
  const lookup = buildArmyLookup(data, list.faction);
  const validation = validateList(list, data);
  return {
    faction: list.faction,
    points: lookup ? listPoints(list, lookup).total : 0,
    pointsCap: list.pointsCap,
    unitCount: placedUnits(list).length + list.regimentOfRenownUnits.length,
    validation: validation.state,
    errors: validation.errors,
    warnings: validation.warnings,
    failedRules: validation.failedRules,
  };
}
