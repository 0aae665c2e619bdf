// The lists made on this device while logged out stay the device's own
// (docs/decisions.md, "Logging out keeps the account's data separate"): signed in, they are hidden, counted here, and join
// the account only when the player says so ('Add the 3 lists on this device to
// your account?'). Logged out again, the device's library is shown as it was.
import { mergeLibraries } from '@scrolldex/rules';
import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';

import { DEVICE_OWNER, forgetRecords, libraryWritesSettled, readLibrary } from '../data/list-library-store';
import { moveDeviceGamesAtom } from './games';
import { moveDeviceRostersAtom } from './rosters';
import { libraryOwnerAtom, updateLibraryAtom } from './lists';

const deviceLibraryChangedAtom = atom(0);

const deviceListCountLoadAtom = atom(async (get) => {
  get(deviceLibraryChangedAtom);
  if (get(libraryOwnerAtom) === DEVICE_OWNER) return 0;
  const device = await readLibrary(DEVICE_OWNER);
  return device.lists.filter((list) => !list.deleted).length;
});

/** How many lists the device keeps apart from the signed-in account (0 logged out, and while counting). */
export const deviceListCountAtom = unwrap(deviceListCountLoadAtom, (previous) => previous ?? 0);

export type AddDeviceListsOutcome = { added: number; saved: boolean };

/**
 * Moves the device's lists and folders into the signed-in account's library
 * (they sync from there), and the games played with them. The device keeps its copy until the account's write
 * has succeeded, so a failed write loses nothing.
 */
export const addDeviceListsAtom = atom(null, async (get, set): Promise<AddDeviceListsOutcome> => {
  if (get(libraryOwnerAtom) === DEVICE_OWNER) return { added: 0, saved: true };
  await libraryWritesSettled();
  const device = await readLibrary(DEVICE_OWNER);
  const added = device.lists.filter((list) => !list.deleted).length;
  const outcome = await set(updateLibraryAtom, (library) => mergeLibraries(library, device, Date.now()));
  if (outcome && !outcome.ok) return { added, saved: false };
  // The campaign rosters made on the device too, before the count that closes the question changes.
  await set(moveDeviceRostersAtom);
  await forgetRecords(
    DEVICE_OWNER,
    device.lists.map((list) => list.id),
    device.folders.map((folder) => folder.id),
  );
  set(deviceLibraryChangedAtom, (count) => count + 1);
  // The games played with those lists go with them.
  await set(moveDeviceGamesAtom);
  return { added, saved: true };
});
