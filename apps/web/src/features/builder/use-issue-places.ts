// Where each issue of the list shows, with its fixes, and what the list still
// needs (the checklist: a choice not made yet shows there, not as an error).
// Worked out from a deferred copy of the list: the points and the validity
// pill (stored on the list by the save) update in the edit's own frame, the
// per-row notes follow in the next idle render, so no click waits for the
// fixes search. A rule that fails is logged here (the pill says the list is
// not fully checked).
import {
  isUnfinishedIssue,
  listChecklist,
  placeIssues,
  suggestFixes,
  validateList,
  type ArmyList,
  type ChecklistStep,
  type GameData,
  type IssuePlaces,
} from '@scrolldex/rules';
import { useDeferredValue, useEffect, useMemo } from 'react';

import { logFailedRules } from '../lists/failed-rules';

export function useIssuePlaces(list: ArmyList, data: GameData): { places: IssuePlaces; checklist: ChecklistStep[] } {
  const deferred = useDeferredValue(list);
  const { places, checklist, failedRules } = useMemo(() => {
    const validation = validateList(deferred, data);
    const wrong = validation.issues.filter((issue) => !isUnfinishedIssue(issue, deferred));
    return {
      places: placeIssues(deferred, wrong, suggestFixes(deferred, data)),
      checklist: listChecklist(deferred, validation.issues),
      failedRules: validation.failedRules,
    };
  }, [deferred, data]);
  useEffect(() => logFailedRules(failedRules), [failedRules]);
  return { places, checklist };
}
