// The Path to Glory campaign rosters as jotai state: the rosters of
// whoever is signed in (the device's own when logged out, like the lists),
// loaded from IndexedDB when first read. Every change goes through the engine
// (createRoster, applyRosterEdit, logBattle) and the changed roster is written
// whole; a failed write shows the storage banner until one succeeds. Signed
// in, they sync with the account (data/roster-sync.ts, app/use-sync.tsx), each
// held with the stamp of the copy its server holds; the device's own join the
// account with the device's lists. A change another tab stores is read again.
import {
  addRosterAfter,
  applyRosterEdit,
  createRoster,
  duplicateRoster,
  logBattle,
  removeLastBattle,
  softDeleteItem,
  toggleLock,
  touchItem,
  type BattleLogEntry,
  type CampaignRoster,
  type GameData,
  type RankUp,
  type RosterEdit,
} from '@scrolldex/rules';
import { atom, useAtomValue, type Getter, type Setter } from 'jotai';
import { useMemo } from 'react';

import { followRostersChanges } from '../data/library-changes';
import { DEVICE_OWNER, type LibraryOwner, type WriteOutcome } from '../data/list-library-store';
import { EMPTY_ROSTER_SHELF, moveRosters, readRosterShelf, saveRosterShelf, writeRoster, type RosterShelf } from '../data/roster-store';
import { storageWriteErrorSentence } from '../data/storage-write-error';
import { libraryOwnerAtom, updateLibraryAtom } from './lists';
import { ownerShelf } from './owner-shelf';
import { storageWriteFailureAtom } from './storage-status';

const shelf = ownerShelf({
  ownerAtom: libraryOwnerAtom,
  read: readRosterShelf,
  reread: readRosterShelf,
  follow: followRostersChanges,
  empty: EMPTY_ROSTER_SHELF,
  what: 'rosters',
  // A failed read shows the storage banner, as the lists' does; a read that succeeds on Try again clears it.
  reportReadFailure: (set, failure) => set(storageWriteFailureAtom, failure),
});
/** The shown owner's rosters, deleted ones included, or null while they load; reading them starts the load. */
const { heldAtom: heldRostersAtom, loadedAtom: loadedRostersAtom } = shelf;

/** Reports a write's outcome; a failure shows the storage banner, whose 'Try again' runs `write` again. */
function reportWrite(set: Setter, write: () => Promise<WriteOutcome>, outcome: WriteOutcome): void {
  if (outcome.ok) {
    set(storageWriteFailureAtom, null);
    return;
  }
  const retry = () => void write().then((again) => reportWrite(set, write, again));
  set(storageWriteFailureAtom, { message: storageWriteErrorSentence(outcome.error), retry });
}

function writeAndReport(set: Setter, write: () => Promise<WriteOutcome>): void {
  void write().then((outcome) => reportWrite(set, write, outcome));
}

/** Puts a roster (new or changed) among the shown ones and stores it; false while the rosters have not loaded. */
function store(get: Getter, set: Setter, roster: CampaignRoster): boolean {
  const owner = get(libraryOwnerAtom);
  const shelf = get(loadedRostersAtom);
  if (shelf === null) return false;
  const exists = shelf.items.some((entry) => entry.id === roster.id);
  const items = exists ? shelf.items.map((entry) => (entry.id === roster.id ? roster : entry)) : [...shelf.items, roster];
  set(heldRostersAtom, { owner, value: { ...shelf, items } });
  const synced = shelf.synced[roster.id] ?? null;
  writeAndReport(set, () => writeRoster(owner, roster, synced));
  return true;
}

const findRoster = (get: Getter, id: string) => get(loadedRostersAtom)?.items.find((roster) => roster.id === id && !roster.deleted);

export type NewRosterFields = { name: string; faction: string; campaignId: string };

/** Makes a roster; answers its id, or null while the rosters have not loaded. */
export const createRosterAtom = atom(null, (get, set, fields: NewRosterFields): string | null => {
  const roster = createRoster({ ...fields, id: crypto.randomUUID(), now: Date.now() });
  return store(get, set, roster) ? roster.id : null;
});

/** Applies an edit to a roster through the engine, stamped now. */
export const editRosterAtom = atom(null, (get, set, { id, edit }: { id: string; edit: RosterEdit }): void => {
  const roster = findRoster(get, id);
  if (roster) store(get, set, applyRosterEdit(roster, edit, Date.now()));
});

/** Logs a battle with a roster; answers the units that ranked up (null when the roster is gone). */
export const logBattleAtom = atom(null, (get, set, { id, entry, data }: { id: string; entry: BattleLogEntry; data: GameData }): RankUp[] | null => {
  const roster = findRoster(get, id);
  if (!roster) return null;
  const logged = logBattle(roster, entry, data, Date.now());
  store(get, set, logged.roster);
  return logged.rankUps;
});

/** Removes a roster's last logged battle, restoring what it gave (removeLastBattle). */
export const removeLastBattleAtom = atom(null, (get, set, { id, data }: { id: string; data: GameData }): void => {
  const roster = findRoster(get, id);
  if (roster && roster.log.length > 0) store(get, set, removeLastBattle(roster, data, Date.now()));
});

/** A copy of a roster under a free name, its log included (duplicateRoster), right after the original in the Lists tab; answers the copy's id. */
export const duplicateRosterAtom = atom(null, (get, set, id: string): string | null => {
  const roster = findRoster(get, id);
  if (!roster) return null;
  const now = Date.now();
  const rosters = get(loadedRostersAtom)?.items ?? [];
  const copy = duplicateRoster(roster, { id: crypto.randomUUID(), now, existing: rosters });
  if (!store(get, set, copy)) return null;
  void set(updateLibraryAtom, (library) => {
    const { rosters: _placed, ...placed } = addRosterAfter({ ...library, rosters }, copy.id, roster.id, now);
    return placed;
  });
  return copy.id;
});

/** Locks or unlocks a roster, as a list: a locked roster takes no edit. */
export const toggleRosterLockAtom = atom(null, (get, set, id: string): void => {
  const roster = findRoster(get, id);
  if (roster) store(get, set, toggleLock(roster, Date.now()));
});

/** Deletes a roster (soft, like a list: the row stays marked deleted for sync to carry); answers its Undo, which puts it back as it was. */
export const deleteRosterAtom = atom(null, (get, set, id: string): (() => void) => {
  const roster = findRoster(get, id);
  if (!roster) return () => undefined;
  store(get, set, softDeleteItem(roster, Date.now()));
  return () => void store(get, set, touchItem(roster, Date.now()));
});

/** Forgets the rosters of `owner` held here (they were deleted from storage): read afresh next time. */
export const dropHeldRostersAtom = shelf.dropAtom;

/** Moves the rosters made logged out into the signed-in account's (with the device's lists), and shows them. */
export const moveDeviceRostersAtom = atom(null, async (get, set): Promise<number> => {
  const owner = get(libraryOwnerAtom);
  if (owner === DEVICE_OWNER) return 0;
  const moved = await moveRosters(DEVICE_OWNER, owner);
  const shelf = await readRosterShelf(owner);
  if (get(libraryOwnerAtom) === owner) set(heldRostersAtom, { owner, value: shelf });
  return moved;
});

/** The shown owner's rosters, deleted ones included, with their synced stamps (none while they load: see rostersReadyAtom). */
export const rosterShelfAtom = atom((get) => get(loadedRostersAtom) ?? EMPTY_ROSTER_SHELF);

/** The shown owner's rosters have loaded from storage. */
export const rostersReadyAtom = atom((get) => get(loadedRostersAtom) !== null);

/** Sync's own writes, for the rosters it synced (`owner`): refused (false) when another owner's are shown now. */
export const replaceRostersAtom = atom(null, (get, set, { owner, shelf }: { owner: LibraryOwner; shelf: RosterShelf }): boolean => {
  const previous = get(loadedRostersAtom);
  if (previous === null || get(libraryOwnerAtom) !== owner) return false;
  set(heldRostersAtom, { owner, value: shelf });
  writeAndReport(set, () => saveRosterShelf(owner, previous, shelf));
  return true;
});

/** The shown owner's rosters not deleted, oldest first; undefined while they load. */
export function useRosters(): readonly CampaignRoster[] | undefined {
  const shelf = useAtomValue(loadedRostersAtom);
  return useMemo(() => shelf?.items.filter((roster) => !roster.deleted), [shelf]);
}

/** One roster by id; null when unknown or deleted, undefined while the rosters load. */
export function useRoster(id: string): CampaignRoster | null | undefined {
  const rosters = useRosters();
  return useMemo(() => (rosters ? (rosters.find((roster) => roster.id === id) ?? null) : undefined), [rosters, id]);
}
