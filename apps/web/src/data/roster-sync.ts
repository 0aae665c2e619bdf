// The sync of Path to Glory rosters with the account, by the lists' rule, as
// records kept whole (data/document-sync.ts): what is particular to rosters
// is named here.
import { SYNC_LIMITS, SyncedRosterSchema, type RosterStates, type RosterSyncAnswer, type RosterSyncBody } from '@scrolldex/contract';
import { applyRosterSyncAnswer, decideRosterSync, type CampaignRoster } from '@scrolldex/rules';

import { syncDocuments, type DocumentKind } from './document-sync';
import { debouncedSyncer, type DebouncedSyncer, type RefusedRecord } from './list-sync';
import type { RosterShelf } from './roster-store';
import type { SyncOutcome } from './sync-resource';

/** A local change is sent this long after the last one, as for lists. */
export const ROSTER_SYNC_DEBOUNCE_MS = 10_000;

export type RosterSyncDeps = {
  /** The rosters of the account being synced; throws when another owner's are shown now. */
  read: () => RosterShelf;
  /** Sync's own write; false when it was refused (another owner's rosters are shown now). */
  write: (shelf: RosterShelf) => boolean;
  getStates: () => Promise<RosterStates>;
  sync: (body: RosterSyncBody) => Promise<RosterSyncAnswer>;
  /** Told of the rosters this sync kept back because the server would refuse them. */
  onRefused?: (rosters: RefusedRecord[]) => void;
};

const ROSTERS: DocumentKind<CampaignRoster> = {
  name: 'rosters',
  limits: SyncedRosterSchema,
  labelOf: (roster) => roster.name,
  perCall: SYNC_LIMITS.rostersPerSync,
  decide: decideRosterSync,
  apply: (rosters, answer) => applyRosterSyncAnswer(rosters, { rosters: answer.documents, rosterStates: answer.states, conflicts: answer.conflicts }),
};

/** One sync of the rosters (syncDocuments). */
export function syncRosters(deps: RosterSyncDeps): Promise<SyncOutcome> {
  return syncDocuments(ROSTERS, {
    read: deps.read,
    write: deps.write,
    getStates: async () => (await deps.getStates()).rosterStates,
    sync: async (call) => {
      const answer = await deps.sync({ rosters: call.push, outdatedRosters: call.fetch });
      return { documents: answer.rosters, states: answer.rosterStates, conflicts: answer.conflicts };
    },
    onRefused: deps.onRefused,
  });
}

export function createRosterSyncer(deps: RosterSyncDeps, debounceMs: number = ROSTER_SYNC_DEBOUNCE_MS): DebouncedSyncer {
  return debouncedSyncer(() => syncRosters(deps), debounceMs);
}
