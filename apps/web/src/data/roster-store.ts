// The Path to Glory campaign rosters in IndexedDB, one row per
// roster, by owner like the saved lists and games. A stored roster that does
// not fit the schema stays in storage untouched (never lost) and out of view.
// Rosters are written one at a time, whole, in the order they were changed;
// a deleted roster stays as a row marked deleted, as a list does, so that
// 'newer wins' sync can carry the deletion when rosters sync. The device's
// rosters join the account with the device's lists (moveRosters).
import { CampaignRosterSchema, newerWins, type CampaignRoster } from '@scrolldex/rules';

import { database, type SavedRosterRow } from './db';
import type { LibraryOwner, WriteOutcome } from './list-library-store';

function rostersOf(rows: readonly SavedRosterRow[]): CampaignRoster[] {
  return rows.flatMap((row) => {
    const parsed = CampaignRosterSchema.safeParse(row.roster);
    if (parsed.success && parsed.data.id === row.id) return [parsed.data];
    const reason = parsed.success ? 'its id differs' : parsed.error.issues[0]?.message;
    console.warn(`Stored roster ${row.id} could not be read (${reason}); it is kept but not shown.`);
    return [];
  });
}

/** The rosters of `owner` as stored, oldest first. */
export async function readRosters(owner: LibraryOwner): Promise<CampaignRoster[]> {
  const rosters = rostersOf(await database().rosters.where('owner').equals(owner).toArray());
  return rosters.sort((a, b) => a._createdAt - b._createdAt);
}

let queue: Promise<unknown> = Promise.resolve();

/** Stores one roster of `owner`, after every write asked for before it. */
export function writeRoster(owner: LibraryOwner, roster: CampaignRoster): Promise<WriteOutcome> {
  const write = async (): Promise<WriteOutcome> => {
    try {
      await database().rosters.put({ owner, id: roster.id, roster });
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

/** Resolves when every write queued so far has finished (tests). */
export async function rosterWritesSettled(): Promise<void> {
  await queue;
}

/** Deletes `owner`'s rosters from this device, after the writes queued before (logout). */
export function deleteRosters(owner: LibraryOwner): Promise<void> {
  const run = queue.then(async () => {
    await database().rosters.where('owner').equals(owner).delete();
  });
  queue = run.catch(() => undefined);
  return run;
}

/** A stored row's roster stamp, or undefined when the row does not read as a roster. */
const stampOf = (row: SavedRosterRow | undefined) => CampaignRosterSchema.safeParse(row?.roster).data?._updatedAt;

/**
 * Moves the rosters of `from` to `to` (the device's rosters into the account
 * that takes the device's lists), the newer copy winning where `to` holds the
 * same roster; answers how many moved. Rows that do not read as rosters stay
 * where they are. One transaction: nothing is lost when it fails.
 */
export async function moveRosters(from: LibraryOwner, to: LibraryOwner): Promise<number> {
  await rosterWritesSettled();
  const db = database();
  return db.transaction('rw', db.rosters, async () => {
    const rows = (await db.rosters.where('owner').equals(from).toArray()).filter((row) => stampOf(row) !== undefined);
    const held = new Map((await db.rosters.where('owner').equals(to).toArray()).map((row) => [row.id, stampOf(row)]));
    const taken = rows.filter((row) => newerWins(held.get(row.id), stampOf(row)!) === 'incoming');
    await db.rosters.bulkPut(taken.map((row) => ({ ...row, owner: to })));
    await db.rosters.bulkDelete(rows.map((row) => [from, row.id] as [string, string]));
    return taken.length;
  });
}
