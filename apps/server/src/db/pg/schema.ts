// Every table of the server's PostgreSQL database (DATABASE_URL): the twins of
// ../schema.ts, less the game-data build cache, which each instance keeps in
// its own SQLite file beside its cache folder, plus the shared rate-limit
// counters. drizzle-kit generates the migrations in ./migrations from these.
export * from './tables/accounts.js';
export * from './tables/sync.js';
export * from './tables/stripe.js';
export * from './tables/rate-limits.js';
export * from './tables/bcp.js';
export * from './tables/games.js';
export * from './tables/rosters.js';
