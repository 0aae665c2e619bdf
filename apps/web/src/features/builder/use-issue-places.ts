// Where each issue of the list shows, with its fixes, and what the list still
// needs (the checklist: a choice not made yet shows there, not as an error).
// Worked out from the builder's check of the list its sections show
// (use-checked-list.ts): the points and the validity pill (stored on the list by
// the save) update in the edit's own frame, the per-row notes follow with the
// rows, so no click waits for the fixes search.
import {
  isUnfinishedIssue,
  listChecklist,
  placeIssues,
  suggestFixes,
  type ArmyList,
  type ChecklistStep,
  type GameData,
  type IssuePlaces,
} from '@scrolldex/rules';
import { useMemo } from 'react';

import type { ListCheck } from './use-checked-list';

/** The issues of `validation` (of `shown`) in their places, with their fixes, and the checklist. */
export function useIssuePlaces(shown: ArmyList, validation: ListCheck, data: GameData): { places: IssuePlaces; checklist: ChecklistStep[] } {
  return useMemo(() => {
    const wrong = validation.issues.filter((issue) => !isUnfinishedIssue(issue, shown));
    // Fixes only for the issues shown in place: the checklist's steps (no cards yet) offer none here.
    return { places: placeIssues(shown, wrong, suggestFixes(shown, data, validation.issues, wrong)), checklist: listChecklist(shown, validation.issues) };
  }, [shown, validation, data]);
}
