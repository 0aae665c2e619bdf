// The SQLite roster sync store on a real database file, without HTTP: the cases
// every roster store answers alike (roster-sync-store.behaviours.ts).
import { sqliteStoreCases } from '../../../test/sqlite-store-cases.js';
import { describeRosterSyncStore } from '../../sync/roster-sync-store.behaviours.js';
import { createSqliteRosterSyncStore } from './sqlite-roster-sync-store.js';

describeRosterSyncStore('createSqliteRosterSyncStore', sqliteStoreCases('roster-sync-store', createSqliteRosterSyncStore));
