import type { ArmyList } from '../list/army-list.js';
import { buildArmyLookup } from '../lookup/build-army-lookup.js';
import type { GameData } from '../model/index.js';
import { listPoints } from '../points/list-points.js';
import { hashListContent, needsValidation } from '../validate/content-hash.js';
import { validateList } from '../validate/validate-list.js';

/**
 * The list with its cached verdict brought up to date (validationHash,
 * lastValidation, lastPointsTotal, errors, warnings), recomputed only when
 * the content hash changed or the points are missing; otherwise the list
 * itself. A cache, not an edit: the edit time is left alone. `dataKey`
 * (the data revision) makes a data update revalidate every list.
 */
export function refreshListValidation(list: ArmyList, data: GameData, dataKey = ''): ArmyList {
  if (!needsValidation(list, dataKey)) return list;
  const lookup = buildArmyLookup(data, list.faction);
  const result = validateList(list, data);
  return {
    ...list,
    validationHash: hashListContent(list, dataKey),
    lastValidation: result.state,
    // A list of an army the data lacks prices at nothing: every unit is unknown.
    lastPointsTotal: lookup ? listPoints(list, lookup).total : 0,
    errors: result.errors,
    warnings: result.warnings,
  };
}
