import type { RecordState } from '../list/folder.js';
import type { CampaignRoster } from '../path-to-glory/roster.js';
import { decideRecords, type SyncDecision } from './decide-sync.js';
import { applyDocumentSyncAnswer } from './document-sync.js';
import { rosterRecordState } from './record-state.js';

// The sync of Path to Glory rosters, by the lists' rule (newer wins, per
// roster), as games sync: which rosters to push and fetch, and how the
// server's answer is taken in.

/** What the server answers a roster sync: the rosters asked for, every roster's state after it, and the conflicts. */
export type RosterSyncAnswer = { rosters: readonly CampaignRoster[]; rosterStates: readonly RecordState[]; conflicts: readonly string[] };

/** Which rosters to push and fetch, from ours and the server's states (decideRecords, as for lists). */
export function decideRosterSync(rosters: readonly CampaignRoster[], server: readonly RecordState[]): SyncDecision {
  return decideRecords(rosters.map(rosterRecordState), server);
}

/** Takes a sync answer into the local rosters (applyDocumentSyncAnswer: newer wins, the server's copy of a conflict stands). */
export function applyRosterSyncAnswer(rosters: readonly CampaignRoster[], answer: RosterSyncAnswer): CampaignRoster[] {
  return applyDocumentSyncAnswer(
    rosters,
    { documents: answer.rosters, states: answer.rosterStates, conflicts: answer.conflicts },
    (roster) => roster._updatedAt,
  );
}
