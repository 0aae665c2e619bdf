// The builder's check of the list its sections show, a part of the rules per
// task (VALIDATION_PARTS): a phone (CPU 4x) takes about 70 ms to check a
// 2,000-point list, more than the 50 ms a task may hold the page; the parts
// share what they derive from the list. Parts checked
// within one render shared one task whenever React's deferred render did not
// yield between components, so each part runs in a task of its own and the
// sections show the last list whose check is complete: its rows, issues and
// fixes always belong together, and an edit's rows come in with their notes
// (the points strip, from the saved list, updates in the edit's own frame).
// A builder come back to through history is checked at once, in its first
// render, so that its sections are whole for the scroll position to be restored.
// A rule that fails is logged here (the pill says the list is not fully checked).
import { joinValidations, validateList, validateListPart, VALIDATION_PARTS, type ArmyList, type GameData } from '@scrolldex/rules';
import { startTransition, useEffect, useState } from 'react';

import { logFailedRules } from '../../shared/failed-rules';
import { cameBackThroughHistory } from '../../shared/history-return';

export type ListCheck = ReturnType<typeof validateListPart>;

/** A list and its validation against `data`. */
export type CheckedList = { list: ArmyList; data: GameData; validation: ListCheck };

/**
 * The last of the `shown` lists whose check against `data` is complete: null until the first is. `shown`: the
 * deferred list the sections render (useDeferredValue), never the one the edit just saved. A list shown before its
 * check was complete is dropped for the next one.
 */
export function useCheckedList(shown: ArmyList, data: GameData): CheckedList | null {
  const [checked, setChecked] = useState(() => (cameBackThroughHistory() ? checkedList(shown, data, validateList(shown, data)) : null));
  const fresh = checked?.list === shown && checked.data === data;
  useEffect(() => {
    if (fresh) return;
    const parts: ListCheck[] = [];
    // What the rules derive from the list (its view...), built once for all the parts.
    const derived = {};
    const checkPart = () => {
      parts.push(validateListPart(shown, data, parts.length, { derived }));
      if (parts.length < VALIDATION_PARTS) {
        task = setTimeout(checkPart);
        return;
      }
      const done = checkedList(shown, data, joinValidations(parts));
      // The sections' render for it, one the browser can interrupt, as the deferred list's was.
      startTransition(() => setChecked(done));
    };
    let task = setTimeout(checkPart);
    return () => clearTimeout(task);
  }, [shown, data, fresh]);
  return checked;
}

function checkedList(list: ArmyList, data: GameData, validation: ListCheck): CheckedList {
  logFailedRules(validation.failedRules);
  return { list, data, validation };
}
