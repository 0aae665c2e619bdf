// Where each issue of the list shows, with its fixes. Worked out from a
// deferred copy of the list: the points and the validity pill (stored on the
// list by the save) update in the edit's own frame, the per-row notes follow
// in the next idle render, so no click waits for the fixes search. A rule
// that fails is logged here (the pill says the list is not fully checked).
import { placeIssues, suggestFixes, validateList, type ArmyList, type GameData, type IssuePlaces } from '@scrolldex/rules';
import { useDeferredValue, useEffect, useMemo } from 'react';

import { logFailedRules } from '../lists/failed-rules';

export function useIssuePlaces(list: ArmyList, data: GameData): IssuePlaces {
  const deferred = useDeferredValue(list);
  const { places, failedRules } = useMemo(() => {
    const validation = validateList(deferred, data);
    return { places: placeIssues(deferred, validation.issues, suggestFixes(deferred, data)), failedRules: validation.failedRules };
  }, [deferred, data]);
  useEffect(() => logFailedRules(failedRules), [failedRules]);
  return places;
}
