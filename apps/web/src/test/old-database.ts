// The device's database as an older version of the app left it, for the tests of an upgrade.
import Dexie from 'dexie';

import { database, DATABASE_NAME, declareStores } from '../data/db';

/** A fresh database of `version` (the shared connection closed and the database deleted first), not yet opened. */
export async function databaseAtVersion(version: number): Promise<Dexie> {
  database().close({ disableAutoOpen: false });
  await Dexie.delete(DATABASE_NAME);
  return declareStores(new Dexie(DATABASE_NAME), version);
}
