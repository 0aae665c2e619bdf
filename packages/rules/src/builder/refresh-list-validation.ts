import { savedIssues } from '../issue/saved-issue.js';
import type { ArmyList } from '../list/army-list.js';
import { buildArmyLookup } from '../lookup/build-army-lookup.js';
import type { GameData } from '../model/index.js';
import { listPoints } from '../points/list-points.js';
import { hashListContent } from '../validate/content-hash.js';
import { validateList } from '../validate/validate-list.js';

/**
 * The lists this module just brought up to date, with the data revision they were checked against. The
 * builder refreshes what it saved once more when it renders it, and hashing a 2,000-point list's content
 * is most of a phone's cost of that check: a list met here again is known fresh without it. Lists are
 * never changed in place, so an object's verdict stays true.
 */
const freshFor = new WeakMap<ArmyList, string>();

/**
 * The list with its cached verdict brought up to date (validationHash,
 * lastValidation, lastPointsTotal, errors, warnings), recomputed only when
 * the content hash changed or the points are missing; otherwise the list
 * itself. A cache, not an edit: the edit time is left alone. `dataKey`
 * (the data revision) makes a data update revalidate every list.
 */
export function refreshListValidation(list: ArmyList, data: GameData, dataKey = ''): ArmyList {
  if (freshFor.get(list) === dataKey) return list;
  const hash = hashListContent(list, dataKey);
  if (list.lastPointsTotal !== null && list.lastPointsTotal !== undefined && list.validationHash === hash) return list;
  const lookup = buildArmyLookup(data, list.faction);
  const result = validateList(list, data);
  const refreshed: ArmyList = {
    ...list,
    validationHash: hash,
    lastValidation: result.state,
    // A list of an army the data lacks prices at nothing: every unit is unknown.
    lastPointsTotal: lookup ? listPoints(list, lookup).total : 0,
    errors: savedIssues(result.issues, 'error'),
    warnings: savedIssues(result.issues, 'warning'),
  };
  freshFor.set(refreshed, dataKey);
  return refreshed;
}
