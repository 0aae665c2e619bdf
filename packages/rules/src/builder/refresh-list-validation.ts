import { savedIssues } from '../issue/saved-issue.js';
import type { ArmyList } from '../list/army-list.js';
import { buildArmyLookup } from '../lookup/build-army-lookup.js';
import type { GameData } from '../model/index.js';
import { listPoints } from '../points/list-points.js';
import { hashListContent } from '../validate/content-hash.js';
import { validateList } from '../validate/validate-list.js';

/**
 * Each list this module met, with the data revision it was checked against and its answer (the list itself when
 * it was fresh, or its refreshed copy, which maps to itself). The builder refreshes what it saved once more when
 * it renders it, and the lists screen refreshes every shown list whenever the library changes (a rename, a drag):
 * hashing a 2,000-point list's content is most of a phone's cost of that check, and a list saved against older
 * data was validated anew each time. A list met here again is answered without either. Lists are never changed
 * in place, so an object's answer stays true.
 */
const answers = new WeakMap<ArmyList, { dataKey: string; list: ArmyList }>();

/**
 * The list with its cached verdict brought up to date (validationHash,
 * lastValidation, lastPointsTotal, errors, warnings), recomputed only when
 * the content hash changed or the points are missing; otherwise the list
 * itself. A cache, not an edit: the edit time is left alone. `dataKey`
 * (the data revision) makes a data update revalidate every list.
 */
export function refreshListValidation(list: ArmyList, data: GameData, dataKey = ''): ArmyList {
  const known = answers.get(list);
  if (known?.dataKey === dataKey) return known.list;
  const answer = checked(list, data, dataKey);
  answers.set(list, { dataKey, list: answer });
  if (answer !== list) answers.set(answer, { dataKey, list: answer });
  return answer;
}

function checked(list: ArmyList, data: GameData, dataKey: string): ArmyList {
  const hash = hashListContent(list, dataKey);
  if (list.lastPointsTotal !== null && list.lastPointsTotal !== undefined && list.validationHash === hash) return list;
  const lookup = buildArmyLookup(data, list.faction);
  const result = validateList(list, data);
  return {
    ...list,
    validationHash: hash,
    lastValidation: result.state,
    // A list of an army the data lacks prices at nothing: every unit is unknown.
    lastPointsTotal: lookup ? listPoints(list, lookup).total : 0,
    errors: savedIssues(result.issues, 'error'),
    warnings: savedIssues(result.issues, 'warning'),
  };
}
