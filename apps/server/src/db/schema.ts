// Every table of the server's SQLite database. Each feature keeps its tables
// in db/tables/<feature>.ts and adds one export line here; the SQL that creates
// them is a hand-written migration in db/migrations/ (see the README there).
export * from './tables/game-data-builds.js';
export * from './tables/accounts.js';
export * from './tables/sync.js';
export * from './tables/stripe.js';
export * from './tables/bcp.js';
export * from './tables/games.js';
export * from './tables/rosters.js';
