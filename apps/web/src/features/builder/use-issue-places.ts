// Where each issue of the list shows, with its fixes. Worked out from a
// deferred copy of the list: the points and the validity pill (stored on the
// list by the save) update in the edit's own frame, the per-row notes follow
// in the next idle render, so no click waits for the fixes search.
import { placeIssues, suggestFixes, validateList, type ArmyList, type GameData, type IssuePlaces } from '@scrolldex/rules';
import { useDeferredValue, useMemo } from 'react';

export function useIssuePlaces(list: ArmyList, data: GameData): IssuePlaces {
  const deferred = useDeferredValue(list);
  return useMemo(() => placeIssues(deferred, validateList(deferred, data).issues, suggestFixes(deferred, data)), [deferred, data]);
}
