// Where each issue of the list shows, with its fixes, and what the list still
// needs (the checklist: a choice not made yet shows there, not as an error).
// Worked out from the deferred copy of the list the builder's sections show
// (builder-view.tsx): the points and the validity pill (stored on the list by
// the save) update in the edit's own frame, the per-row notes follow with the
// rows, so no click waits for the fixes search. The check and the fixes search
// are two hooks, for two components: React can yield between them, so neither
// holds a phone's main thread for both. A rule that fails is logged here (the
// pill says the list is not fully checked).
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

export type ListCheck = ReturnType<typeof validateList>;

/** `shown`: the deferred list the sections render (useDeferredValue), never the one the edit just saved. */
export function useListValidation(shown: ArmyList, data: GameData): ListCheck {
  const validation = useMemo(() => validateList(shown, data), [shown, data]);
  useEffect(() => logFailedRules(validation.failedRules), [validation]);
  return validation;
}

/** The issues of `validation` (of `shown`) in their places, with their fixes, and the checklist. */
export function useIssuePlaces(shown: ArmyList, validation: ListCheck, data: GameData): { places: IssuePlaces; checklist: ChecklistStep[] } {
  return useMemo(() => {
    const wrong = validation.issues.filter((issue) => !isUnfinishedIssue(issue, shown));
    // Fixes only for the issues shown in place: the checklist's steps (no cards yet) offer none here.
    return { places: placeIssues(shown, wrong, suggestFixes(shown, data, validation.issues, wrong)), checklist: listChecklist(shown, validation.issues) };
  }, [shown, validation, data]);
}
