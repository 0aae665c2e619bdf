// The account's sync as the screens see it: a 'Sync now' request, whether a
// sync is running (app/use-sync runs them), and the syncs that may run now, for
// a screen that must wait until everything has been sent (the logout prompt).
import { atom } from 'jotai';

/** Bumped by 'Sync now' and by coming back to the page: every resource syncs at once. */
export const syncRequestAtom = atom(0);

/** How many syncs are running now (favourites, unit settings, lists). */
export const runningSyncsAtom = atom(0);

export const syncingAtom = atom((get) => get(runningSyncsAtom) > 0);

/** The last sync of lists and folders failed (the server unreachable or refusing): the builder says so until one succeeds. */
export const listSyncFailedAtom = atom(false);

export type SyncRunner = () => Promise<void>;

/** One sync per resource that may sync now (signed in, online); each resolves when that sync is done. */
export const syncRunnersAtom = atom<ReadonlySet<SyncRunner>>(new Set<SyncRunner>());

/** Runs every sync that may run now and resolves when all are done (failures are the syncs' own to report). */
export const syncEverythingAtom = atom(null, async (get) => {
  await Promise.all([...get(syncRunnersAtom)].map((run) => run()));
});
