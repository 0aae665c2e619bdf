// The Path to Glory campaign rosters in IndexedDB, one row per
// roster, by owner like the saved lists and games. A stored roster that does
// not fit the schema stays in storage untouched (never lost) and out of view.
// Rosters are written whole, in the order they were changed, each row with
// the _updatedAt of the copy the account's server holds (data/roster-sync.ts);
// a deleted roster stays as a row marked deleted, as a list does, so that
// 'newer wins' sync carries the deletion. The device's rosters join the
// account with the device's lists (moveRosters). Every write is announced to
// the other tabs (library-changes.ts). Each write is copied ahead into
// localStorage as it is asked for (write-ahead.ts), and a read puts back the
// copies a page load cut short first.
import { newerWins, rosterSchemas, type CampaignRoster } from '@scrolldex/rules';
import { z } from 'zod/mini';

import { database, type SavedRosterRow } from './db';
import type { DocumentShelf } from './document-sync';
import { announceRostersChange } from './library-changes';
import type { LibraryOwner, WriteOutcome } from './list-library-store';
import { copyAhead, copySpec, dropCopy, forgetCopies, replayCopies } from './write-ahead';

/** The rosters of one owner as the app holds them, oldest first, with what the account's server holds of each (its _updatedAt). */
export type RosterShelf = DocumentShelf<CampaignRoster>;

export const EMPTY_ROSTER_SHELF: RosterShelf = { items: [], synced: {} };

/** The rosters whose changes have not reached the account's server; a roster deleted before it ever got there has nothing to tell. */
export function unsyncedRosters(shelf: RosterShelf): CampaignRoster[] {
  return shelf.items.filter((roster) => shelf.synced[roster.id] !== roster._updatedAt && !(roster.deleted && shelf.synced[roster.id] === undefined));
}

function shelfOf(rows: readonly SavedRosterRow[]): RosterShelf {
  const rosters: CampaignRoster[] = [];
  const synced: Record<string, number> = {};
  for (const row of rows) {
    const parsed = rosterSchemas().CampaignRosterSchema.safeParse(row.roster);
    if (!parsed.success || parsed.data.id !== row.id) {
      const reason = parsed.success ? 'its id differs' : parsed.error.issues[0]?.message;
      console.warn(`Stored roster ${row.id} could not be read (${reason}); it is kept but not shown.`);
      continue;
    }
    rosters.push(parsed.data);
    if (typeof row.synced === 'number') synced[row.id] = row.synced;
  }
  return { items: rosters.sort((a, b) => a._createdAt - b._createdAt), synced };
}

const ROSTER_COPIES = copySpec(
  'rosters',
  () =>
    z
      .object({ owner: z.string(), id: z.string(), roster: rosterSchemas().CampaignRosterSchema, synced: z.optional(z.nullable(z.number())) })
      .check(z.refine((row) => row.roster.id === row.id)),
  (row) => row.roster._updatedAt,
);

/** The rosters of `owner` as stored, oldest first, with their synced stamps, once the changes a page load cut short (of every owner) are back in storage. */
export async function readRosterShelf(owner: LibraryOwner): Promise<RosterShelf> {
  const replayed = await replayCopies([ROSTER_COPIES]);
  for (const changed of new Set(replayed.map((row) => row.owner))) announceRostersChange(changed);
  return shelfOf(await database().rosters.where('owner').equals(owner).toArray());
}

/** The rosters of `owner` as stored, oldest first. */
export async function readRosters(owner: LibraryOwner): Promise<CampaignRoster[]> {
  return [...(await readRosterShelf(owner)).items];
}

let queue: Promise<unknown> = Promise.resolve();

/** Writes rows of `owner` and deletes others in one transaction, after every write asked for before it. */
function writeRows(owner: LibraryOwner, puts: readonly SavedRosterRow[], deletes: readonly string[]): Promise<WriteOutcome> {
  // Copied ahead first: from here on, a page load that aborts the IndexedDB write no longer loses the change.
  for (const row of puts) copyAhead('rosters', row);
  forgetCopies('rosters', owner, deletes);
  const write = async (): Promise<WriteOutcome> => {
    const db = database();
    try {
      await db.transaction('rw', db.rosters, async () => {
        await db.rosters.bulkPut([...puts]);
        await db.rosters.bulkDelete(deletes.map((id) => [owner, id] as [string, string]));
      });
      for (const row of puts) dropCopy('rosters', row);
      announceRostersChange(owner);
      return { ok: true };
    } catch (error) {
      console.warn('Could not save the roster on this device.', error);
      return { ok: false, error };
    }
  };
  const run = queue.then(write, write);
  queue = run;
  return run;
}

/** Stores one roster of `owner` with what the server holds of it (null: nothing), after every write asked for before it. */
export function writeRoster(owner: LibraryOwner, roster: CampaignRoster, synced: number | null = null): Promise<WriteOutcome> {
  return writeRows(owner, [{ owner, id: roster.id, roster, synced }], []);
}

/**
 * Stores what changed between two values of `owner`'s rosters (a roster by identity, or its synced stamp): sync's
 * write. A roster gone from `next` (a deletion the server no longer holds) goes from storage.
 */
export function saveRosterShelf(owner: LibraryOwner, previous: RosterShelf, next: RosterShelf): Promise<WriteOutcome> {
  const before = new Map(previous.items.map((roster) => [roster.id, roster]));
  const puts: SavedRosterRow[] = [];
  for (const roster of next.items) {
    const synced = next.synced[roster.id] ?? null;
    if (before.get(roster.id) !== roster || (previous.synced[roster.id] ?? null) !== synced) puts.push({ owner, id: roster.id, roster, synced });
    before.delete(roster.id);
  }
  return writeRows(owner, puts, [...before.keys()]);
}

/** Resolves when every write queued so far has finished (tests). */
export async function rosterWritesSettled(): Promise<void> {
  await queue;
}

/** Deletes `owner`'s rosters from this device, after the writes queued before (logout). */
export function deleteRosters(owner: LibraryOwner): Promise<void> {
  forgetCopies('rosters', owner);
  const run = queue.then(async () => {
    await database().rosters.where('owner').equals(owner).delete();
    announceRostersChange(owner);
  });
  queue = run.catch(() => undefined);
  return run;
}

/** A stored row's roster stamp, or undefined when the row does not read as a roster. */
const stampOf = (row: SavedRosterRow | undefined) => rosterSchemas().CampaignRosterSchema.safeParse(row?.roster).data?._updatedAt;

/**
 * Moves the rosters of `from` to `to` (the device's rosters into the account
 * that takes the device's lists), the newer copy winning where `to` holds the
 * same roster; answers how many moved. Rows that do not read as rosters stay
 * where they are. One transaction: nothing is lost when it fails.
 */
export async function moveRosters(from: LibraryOwner, to: LibraryOwner): Promise<number> {
  await rosterWritesSettled();
  // A copy a failed write left would bring a moved roster back to `from`.
  forgetCopies('rosters', from);
  const db = database();
  const moved = await db.transaction('rw', db.rosters, async () => {
    const rows = (await db.rosters.where('owner').equals(from).toArray()).filter((row) => stampOf(row) !== undefined);
    const held = new Map((await db.rosters.where('owner').equals(to).toArray()).map((row) => [row.id, stampOf(row)]));
    const taken = rows.filter((row) => newerWins(held.get(row.id), stampOf(row)!) === 'incoming');
    await db.rosters.bulkPut(taken.map((row) => ({ ...row, owner: to, synced: null })));
    await db.rosters.bulkDelete(rows.map((row) => [from, row.id] as [string, string]));
    return taken.length;
  });
  announceRostersChange(from);
  announceRostersChange(to);
  return moved;
}
