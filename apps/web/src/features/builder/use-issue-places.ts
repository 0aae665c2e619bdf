// Where each issue of the list shows, with its fixes, and what the list still
// needs (the checklist: a choice not made yet shows there, not as an error).
// Worked out from the deferred copy of the list the builder's sections show
// (builder-view.tsx): the points and the validity pill (stored on the list by
// the save) update in the edit's own frame, the per-row notes follow with the
// rows, so no click waits for the fixes search. The check (in parts) and the
// fixes search are hooks of separate components: React can yield between them,
// so none holds a phone's main thread for all of it. A rule that fails is
// logged here (the pill says the list is not fully checked).
import {
  isUnfinishedIssue,
  joinValidations,
  listChecklist,
  placeIssues,
  suggestFixes,
  validateListPart,
  type ArmyList,
  type ChecklistStep,
  type GameData,
  type IssuePlaces,
} from '@scrolldex/rules';
import { useEffect, useMemo } from 'react';

import { logFailedRules } from '../../shared/failed-rules';

export type ListCheck = ReturnType<typeof validateListPart>;

/** `shown` checked with one part of the rules. `shown`: the deferred list the sections render (useDeferredValue), never the one the edit just saved. */
export function useListCheckPart(shown: ArmyList, data: GameData, part: number): ListCheck {
  return useMemo(() => validateListPart(shown, data, part), [shown, data, part]);
}

/** The parts' checks, in order, as the list's validation. */
export function useListValidation(parts: readonly ListCheck[]): ListCheck {
  const validation = useMemo(() => joinValidations(parts), [parts]);
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
