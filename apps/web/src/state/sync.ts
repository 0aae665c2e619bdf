// The account's sync as the screens see it: a 'Sync now' request and whether a
// sync is running (app/use-sync runs them).
import { atom } from 'jotai';

/** Bumped by 'Sync now': every resource syncs at once. */
export const syncRequestAtom = atom(0);

/** How many syncs are running now (favourites, unit settings, lists). */
export const runningSyncsAtom = atom(0);

export const syncingAtom = atom((get) => get(runningSyncsAtom) > 0);
