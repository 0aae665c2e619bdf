// The builder's undo history of each saved list, kept on the device so that a
// reload, or a phone restoring a tab it discarded, can still undo and redo.
// It lives in IndexedDB beside the list ('listHistories', one row per list by
// owner) rather than in sessionStorage: its rows go with the list's own, in the
// same transactions (deleted with the list, and with an account's library at
// logout: list-library-store), a write never stringifies fifty lists in the
// middle of a click, and the quota holds them. A history names the stamp of the
// list it leads up to (`listUpdatedAt`), so one that another tab or a sync has
// overtaken is never applied (state/list-history). What is read back is checked:
// a history that does not fit (an old format, too long, a list of another id)
// is dropped with a warning and never reaches the list.
import { builtOnce, LIST_HISTORY_LIMIT, listSchemas, type ListHistory } from '@scrolldex/rules';
import { z } from 'zod/mini';

import { database } from './db';
import type { LibraryOwner } from './list-library-store';

/** A stored history's schema, made at the first history read, as the list's own (listSchemas). */
const keptListHistorySchema = builtOnce(() => {
  const { ArmyListSchema } = listSchemas();
  return z.object({
    /** The _updatedAt of the list as the last edit, undo or redo left it: the list this history belongs to. */
    listUpdatedAt: z.int(),
    past: z.array(ArmyListSchema).check(z.maxLength(LIST_HISTORY_LIMIT)),
    future: z.array(ArmyListSchema).check(z.maxLength(LIST_HISTORY_LIMIT)),
  });
});

/** A list's undo history and the stamp of the list it belongs to. */
export type KeptListHistory = ListHistory & { listUpdatedAt: number };

type PendingWrite = { owner: LibraryOwner; id: string; history: KeptListHistory | null };

/** The latest history asked to be written per list (null: delete), not yet stored. */
const pending = new Map<string, PendingWrite>();
let queue: Promise<void> = Promise.resolve();

async function flush(): Promise<void> {
  if (pending.size === 0) return;
  const writes = [...pending.values()];
  pending.clear();
  const db = database();
  try {
    await db.transaction('rw', db.savedLists, db.listHistories, async () => {
      const puts = writes.flatMap(({ owner, id, history }) => (history ? [{ owner, id, history }] : []));
      const lists = await db.savedLists.bulkGet(puts.map(({ owner, id }) => [owner, id] as [string, string]));
      // A list deleted, or an account's library cleared at logout, while its history waited here: the history goes
      // with the list, and no copy of an account's list stays on the device after it.
      await db.listHistories.bulkPut(puts.filter((_, index) => lists[index] !== undefined));
      await db.listHistories.bulkDelete(writes.filter((write) => write.history === null).map(({ owner, id }) => [owner, id] as [string, string]));
    });
  } catch (error) {
    // The list itself is stored apart; only the undo steps kept over a reload are lost.
    console.warn('Could not save the undo history of a list on this device.', error);
  }
}

/**
 * Stores the history of `owner`'s list `id`, or deletes it (null). Writes go out in
 * order; histories asked for while one is being written go together, the latest of each list.
 */
export function writeListHistory(owner: LibraryOwner, id: string, history: KeptListHistory | null): Promise<void> {
  pending.set(JSON.stringify([owner, id]), { owner, id, history });
  queue = queue.then(flush);
  return queue;
}

/** Resolves when every history write asked for so far has finished (tests). */
export function listHistoryWritesSettled(): Promise<void> {
  return queue;
}

/** Every step is of list `id`: an undo stores the list it takes back, and a step of another list would overwrite that one. */
function holdsOnly(history: KeptListHistory, id: string): boolean {
  return [...history.past, ...history.future].every((list) => list.id === id);
}

/** The stored history of `owner`'s list `id`; null when there is none, or when it cannot be read (then it is deleted). */
export async function readListHistory(owner: LibraryOwner, id: string): Promise<KeptListHistory | null> {
  await queue;
  let row;
  try {
    row = await database().listHistories.get([owner, id]);
  } catch (error) {
    console.warn('Could not read the undo history of a list on this device; it starts afresh.', error);
    return null;
  }
  if (!row) return null;
  const parsed = keptListHistorySchema().safeParse(row.history);
  if (parsed.success && holdsOnly(parsed.data, id)) return parsed.data;
  const problem = parsed.success ? 'it holds another list' : parsed.error.issues[0]?.message;
  console.warn(`The stored undo history of list ${id} could not be read (${problem}); it starts afresh.`);
  void writeListHistory(owner, id, null);
  return null;
}
