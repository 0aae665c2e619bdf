// The SQLite sync store on a real database file, without HTTP: the cases every
// store answers alike (sync-store.behaviours.ts).
import { sqliteStoreCases } from '../../../test/sqlite-store-cases.js';
import { createSqliteSyncStore } from './sqlite-sync-store.js';
import { describeSyncStore } from '../../sync/sync-store.behaviours.js';

describeSyncStore('createSqliteSyncStore', sqliteStoreCases('sync-store', createSqliteSyncStore));
