// The SQLite games sync store on a real database file, without HTTP: the cases
// every games store answers alike (game-sync-store.behaviours.ts).
import { sqliteStoreCases } from '../../../test/sqlite-store-cases.js';
import { describeGameSyncStore } from '../../sync/game-sync-store.behaviours.js';
import { createSqliteGameSyncStore } from './sqlite-game-sync-store.js';

describeGameSyncStore('createSqliteGameSyncStore', sqliteStoreCases('game-sync-store', createSqliteGameSyncStore));
