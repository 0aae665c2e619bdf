// Undo and redo of one list's edits in the builder: the list values before
// each edit, newest last, and the ones undone, for redo. A value taken back
// is stamped with now, so sync sees the undo as the newest change.
import type { ArmyList } from '../list/army-list.js';
import { touchList } from '../operations/touch-list.js';

export type ListHistory = { past: readonly ArmyList[]; future: readonly ArmyList[] };

export const EMPTY_LIST_HISTORY: ListHistory = { past: [], future: [] };

/** How many edits can be undone; older ones are forgotten. */
export const LIST_HISTORY_LIMIT = 50;

/** Remembers the list as it was before an edit; a new edit forgets what was undone. */
export function recordListEdit(history: ListHistory, before: ArmyList): ListHistory {
  return { past: [...history.past, before].slice(-LIST_HISTORY_LIMIT), future: [] };
}

export type HistoryStep = { history: ListHistory; list: ArmyList };

/** The list before the last edit, and the history with `current` kept for redo; null when nothing is left to undo. */
export function undoListEdit(history: ListHistory, current: ArmyList, now: number): HistoryStep | null {
  const before = history.past.at(-1);
  if (!before) return null;
  return { history: { past: history.past.slice(0, -1), future: [...history.future, current] }, list: touchList(before, now) };
}

/** The list as the last undo left it, and the history with `current` back on the undo side; null when nothing was undone. */
export function redoListEdit(history: ListHistory, current: ArmyList, now: number): HistoryStep | null {
  const after = history.future.at(-1);
  if (!after) return null;
  return { history: { past: [...history.past, current], future: history.future.slice(0, -1) }, list: touchList(after, now) };
}
