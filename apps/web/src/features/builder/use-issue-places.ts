// Where each issue of the list shows, with its fixes, and what the list still
// needs (the checklist: a choice not made yet shows there, not as an error).
// Worked out from the deferred copy of the list the builder's sections show
// (builder-view.tsx): the points and the validity pill (stored on the list by
// the save) update in the edit's own frame, the per-row notes follow with the
// rows, so no click waits for the fixes search. A rule that fails is logged
// here (the pill says the list is not fully checked).
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
import { useEffect, useMemo } from 'react';

import { logFailedRules } from '../../shared/failed-rules';

/**
 * `shown`: the deferred list the sections render (useDeferredValue), never the one the edit just saved; null
 * before the sections' first render (and so are the places).
 */
export function useIssuePlaces(shown: ArmyList | null, data: GameData): { places: IssuePlaces; checklist: ChecklistStep[] } | null {
  const issues = useMemo(() => {
    if (!shown) return null;
    const validation = validateList(shown, data);
    const wrong = validation.issues.filter((issue) => !isUnfinishedIssue(issue, shown));
    return {
      places: placeIssues(shown, wrong, suggestFixes(shown, data)),
      checklist: listChecklist(shown, validation.issues),
      failedRules: validation.failedRules,
    };
  }, [shown, data]);
  useEffect(() => {
    if (issues) logFailedRules(issues.failedRules);
  }, [issues]);
  return issues;
}
