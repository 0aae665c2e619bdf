// The store behaviours (db/store-behaviours.ts) on SQLite files: one per database name, in a folder removed after.
import { join } from 'node:path';

import { afterAll } from 'vitest';

import { makeTempDir } from '../../../test/helpers.js';
import { openDatabase } from '../open-database.js';
import { describeStoreBehaviours } from '../store-behaviours.js';
import { createSqliteStores } from './sqlite-stores.js';

const temp = makeTempDir('scrolldex-sqlite-stores-');
afterAll(() => temp.remove());

describeStoreBehaviours('the SQLite stores', (database, options) =>
  Promise.resolve(createSqliteStores(openDatabase(join(temp.dir, `${database}.sqlite`)), options)),
);
