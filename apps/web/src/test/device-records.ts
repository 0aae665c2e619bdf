// What a player keeps on the device, emptied between store and screen tests.
import { database } from '../data/db';
import { rosterWritesSettled } from '../data/roster-store';
import { clearGameStorage } from './games';
import { clearListStorage } from './list-storage';

/** Empties the campaign rosters' table, once their queued writes are done. */
export async function clearRosterStorage(): Promise<void> {
  await rosterWritesSettled();
  await database().rosters.clear();
}

/** Empties web storage and the stored lists, games and rosters. */
export async function clearDeviceRecords(): Promise<void> {
  localStorage.clear();
  await clearListStorage();
  await clearGameStorage();
  await clearRosterStorage();
}
