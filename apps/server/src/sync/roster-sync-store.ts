// The storage side of roster sync (routes/roster-sync.ts is the HTTP side):
// the Path to Glory rosters of one account, synced by the lists' rule, as
// games are (game-sync-store.ts holds the guarantees both keep). One
// implementation per SQL dialect (db/sqlite/sqlite-roster-sync-store.ts,
// db/pg/pg-roster-sync-store.ts), both running roster-sync-store.behaviours.ts.
import type { RosterSyncAnswer } from '@scrolldex/contract';
import type { CampaignRoster, RecordState } from '@scrolldex/rules';

/** A POST /rosters/sync body whose rosters have been checked. */
export type RosterPush = { rosters: readonly CampaignRoster[]; outdatedRosters: readonly string[] };

export type RosterSyncStore = {
  /** Every roster state of the account, deleted ones included, by id: the answer of GET /rosters/states. */
  readStates: (userId: string) => Promise<RecordState[]>;
  /** Stores a push and answers the rosters asked for with the stored copy of each conflict, the states after it, and the conflicts. */
  sync: (userId: string, push: RosterPush, now: number) => Promise<RosterSyncAnswer>;
};
