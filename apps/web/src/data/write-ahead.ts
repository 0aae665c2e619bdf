// A synchronous copy in localStorage of each row on its way to IndexedDB. An
// IndexedDB write takes a few tasks to commit, and a page load meanwhile (a
// reload, a typed address, a locked phone) aborts it: the player's edit would
// be lost. localStorage's write is done when setItem returns, so the copy
// outlives the page; it goes once IndexedDB holds the row, and the next read
// of the store puts back whatever copy is still there and newer than the row
// stored. A copy crosses a boundary (another tab, another version of the app,
// a hand edit): it is checked against the row's schema, and one that does not
// fit is dropped with a warning, never written. Rows only: a store's deletion
// of a whole row is not copied (what it deletes is never the player's edit).
import { builtOnce } from '@scrolldex/rules';
import { z } from 'zod/mini';

import { database } from './db';
import { localStore } from './local-store';

/** The stores whose rows are copied ahead: one row per record, by owner (and id; a library's state by owner alone). */
export type CopiedTable = 'savedLists' | 'savedFolders' | 'libraries' | 'games' | 'rosters';

/** A row as its store writes it. */
export type CopiedRow = { owner: string; id?: string };

/** How a store's rows are read from a copy or from IndexedDB: checked against its schema, with the stamp that says which of two is newer. */
export type CopySpec = { table: CopiedTable; read: (value: unknown) => { row: CopiedRow; stamp: number } | null };

/**
 * The copy spec of `table`, whose rows fit the schema `schema` makes and are as new as `stamp` says. The schema is made
 * at the first row read: a store reads its copies at every start, and most starts find none.
 */
export function copySpec<Row extends CopiedRow>(table: CopiedTable, schema: () => z.core.$ZodType<Row>, stamp: (row: Row) => number): CopySpec {
  const rowSchema = builtOnce(schema);
  return {
    table,
    read: (value) => {
      const parsed = z.safeParse(rowSchema(), value);
      return parsed.success ? { row: parsed.data, stamp: stamp(parsed.data) } : null;
    },
  };
}

const PREFIX = 'writeAhead:';

const keyOf = (table: CopiedTable, owner: string, id = ''): string => PREFIX + JSON.stringify([table, owner, id]);

/** Whether the last copy was refused: a full localStorage refuses every edit's copy, and one warning says it. */
let copiesRefused = false;

/** Copies `row` before its IndexedDB write. A localStorage that refuses it (full, disabled) costs only the copy: the write goes on. */
export function copyAhead<Row extends CopiedRow>(table: CopiedTable, row: Row): void {
  const store = localStore();
  const key = keyOf(table, row.owner, row.id);
  try {
    store?.setItem(key, JSON.stringify(row));
    copiesRefused = false;
  } catch (error) {
    // An older copy left there would be put back over nothing newer than itself: it goes too.
    store?.removeItem(key);
    if (!copiesRefused) console.warn('Could not keep a copy of the change in local storage; changes are saved without one until it has room.', error);
    copiesRefused = true;
  }
}

/** Drops the copy of `row` once IndexedDB holds it, unless a later write (of this tab or another) replaced the copy meanwhile. */
export function dropCopy(table: CopiedTable, row: CopiedRow): void {
  const store = localStore();
  const key = keyOf(table, row.owner, row.id);
  if (store?.getItem(key) === JSON.stringify(row)) store.removeItem(key);
}

/** Drops the copies of `owner`'s rows in `table` (of those `ids` only, when given): the rows were deleted or moved away. */
export function forgetCopies(table: CopiedTable, owner: string, ids?: readonly string[]): void {
  const store = localStore();
  if (!store) return;
  if (ids) {
    for (const id of ids) store.removeItem(keyOf(table, owner, id));
    return;
  }
  const prefix = keyOf(table, owner).slice(0, -'""]'.length);
  for (const key of copyKeys(store)) if (key.startsWith(prefix)) store.removeItem(key);
}

function copyKeys(store: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
}

type Copy = { key: string; text: string; row: CopiedRow; stamp: number; spec: CopySpec };

/** The copy under `key` when it is one of `specs`' and fits its schema and its key; null (with a warning) when not. */
function readCopy(key: string, text: string, specs: readonly CopySpec[]): Copy | null {
  let place: unknown;
  let json: unknown;
  try {
    place = JSON.parse(key.slice(PREFIX.length));
    json = JSON.parse(text);
  } catch {
    console.warn(`The copy of a change in local storage ('${key}') is not valid JSON; it is dropped.`);
    return null;
  }
  const [table, owner, id] = Array.isArray(place) ? (place as unknown[]) : [];
  const spec = specs.find((candidate) => candidate.table === table);
  const read = spec?.read(json);
  if (spec && read && read.row.owner === owner && (read.row.id ?? '') === id) return { key, text, ...read, spec };
  console.warn(`The copy of a change in local storage ('${key}') does not fit the store it is for; it is dropped.`);
  return null;
}

/**
 * Puts back into IndexedDB the copies of `specs`' stores that are still in localStorage (a page load cut their write
 * short, or their write failed), each unless the row stored is as new or newer (another tab wrote it since) or cannot
 * be read (it is kept as it is). Each copy goes once stored or outdated; all of them stay when the write fails, and
 * the store is read as it is. Answers the rows put back.
 */
export async function replayCopies(specs: readonly CopySpec[]): Promise<CopiedRow[]> {
  const store = localStore();
  if (!store) return [];
  const prefixes = specs.map((spec) => `${PREFIX}[${JSON.stringify(spec.table)},`);
  const copies: Copy[] = [];
  for (const key of copyKeys(store)) {
    const text = store.getItem(key);
    // Another store's copies wait for that store's read.
    if (text === null || !prefixes.some((prefix) => key.startsWith(prefix))) continue;
    const copy = readCopy(key, text, specs);
    if (copy) copies.push(copy);
    else store.removeItem(key);
  }
  if (copies.length === 0) return [];
  const db = database();
  const replayed: CopiedRow[] = [];
  try {
    await db.transaction('rw', [...new Set(copies.map((copy) => copy.spec.table))], async () => {
      for (const { row, stamp, spec } of copies) {
        const table = db.table(spec.table);
        const stored: unknown = await table.get(row.id === undefined ? row.owner : [row.owner, row.id]);
        if (stored !== undefined) {
          const held = spec.read(stored);
          if (!held) console.warn(`A copy of a change to ${spec.table} is not put back: the row stored could not be read, and is kept.`);
          if (!held || held.stamp >= stamp) continue;
        }
        await table.put(row);
        replayed.push(row);
      }
    });
  } catch (error) {
    console.warn('Could not put back the changes copied in local storage; they are kept there for the next start.', error);
    return [];
  }
  for (const { key, text } of copies) if (store.getItem(key) === text) store.removeItem(key);
  return replayed;
}
