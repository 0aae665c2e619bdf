// The builder's undo history of each list, per owner, kept on the device
// (data/list-history-store) so that undo and redo outlast a reload. The steps of
// one list's history run one after another: first its read from storage, then
// each edit recorded and each undo or redo, so a Ctrl+Z pressed just after a
// reload waits for the read instead of finding nothing. A history holds only
// while the list is the one it was recorded against (the same _updatedAt): once
// another tab or a sync has changed the list, its history starts afresh rather
// than undo over that change.
import { EMPTY_LIST_HISTORY, recordListEdit, redoListEdit, undoListEdit, type ArmyList, type ListHistory } from '@scrolldex/rules';
import { atom, type Getter, type Setter } from 'jotai';

import { readListHistory, writeListHistory, type KeptListHistory } from '../data/list-history-store';
import type { LibraryOwner } from '../data/list-library-store';

type HistorySteps = ReadonlyMap<string, Promise<KeptListHistory | null>>;

/** Per owner, then per list, the history as its last queued step leaves it. */
const historyStepsAtom = atom<ReadonlyMap<LibraryOwner, HistorySteps>>(new Map());

/** The history, when `list` is still the list it belongs to. */
function historyOf(kept: KeptListHistory | null, list: ArmyList): ListHistory | null {
  return kept?.listUpdatedAt === list._updatedAt ? kept : null;
}

type Step<T> = (kept: KeptListHistory | null) => { kept: KeptListHistory | null; result: T };

/** Runs `step` on the history of `owner`'s list `id` once the steps before it have run, and stores what it changed. */
function queueStep<T>(get: Getter, set: Setter, owner: LibraryOwner, id: string, step: Step<T>): Promise<T> {
  const before = get(historyStepsAtom).get(owner)?.get(id) ?? readListHistory(owner, id);
  const done = before.then((kept) => {
    const next = step(kept);
    if (next.kept !== kept) void writeListHistory(owner, id, next.kept);
    return next;
  });
  // A step that failed (a bug) leaves the history as the step before it left it.
  const after = done.then(
    (next) => next.kept,
    () => before,
  );
  set(historyStepsAtom, (steps) => new Map(steps).set(owner, new Map(steps.get(owner)).set(id, after)));
  return done.then((next) => next.result);
}

/** Reads the stored history of `owner`'s list `id` ahead of the first undo (the builder opening). */
export const loadListHistoryAtom = atom(null, (get, set, { owner, id }: { owner: LibraryOwner; id: string }) =>
  queueStep(get, set, owner, id, (kept) => ({ kept, result: undefined })),
);

/** Remembers `before` for undo: the list as it was before the edit that made `after`. */
export const recordListHistoryAtom = atom(null, (get, set, { owner, before, after }: { owner: LibraryOwner; before: ArmyList; after: ArmyList }) =>
  queueStep(get, set, owner, before.id, (kept) => ({
    kept: { ...recordListEdit(historyOf(kept, before) ?? EMPTY_LIST_HISTORY, before), listUpdatedAt: after._updatedAt },
    result: undefined,
  })),
);

export type HistoryMove = {
  owner: LibraryOwner;
  id: string;
  move: 'undo' | 'redo';
  /** The list as it is when the step runs; undefined when it is gone (deleted, or its library no longer shown). */
  current: () => ArmyList | undefined;
  /** Stores the list the step brings back. */
  apply: (list: ArmyList) => void;
};

/** Takes back the last edit (or makes again the last one undone) of a list; resolves false when there is none. */
export const moveListHistoryAtom = atom(null, (get, set, { owner, id, move, current, apply }: HistoryMove) =>
  queueStep(get, set, owner, id, (kept) => {
    const list = current();
    const history = list ? historyOf(kept, list) : null;
    const step = list && history ? (move === 'undo' ? undoListEdit : redoListEdit)(history, list, Date.now()) : null;
    if (!step) return { kept, result: false };
    apply(step.list);
    return { kept: { ...step.history, listUpdatedAt: step.list._updatedAt }, result: true };
  }),
);

/** Forgets the histories of `owner` held here (its library was deleted from this device). */
export const dropListHistoriesAtom = atom(null, (_get, set, owner: LibraryOwner) =>
  set(historyStepsAtom, (steps) => {
    const kept = new Map(steps);
    kept.delete(owner);
    return kept;
  }),
);
