import { describe, expect, it } from 'vitest';

import { createRoster, type CampaignRoster } from '../path-to-glory/roster.js';
import { applyRosterSyncAnswer, decideRosterSync } from './roster-sync.js';

const roster = (id: string, updatedAt: number, extra: Partial<CampaignRoster> = {}): CampaignRoster => ({
  ...createRoster({ id, name: id, faction: 'Stormcast Eternals', campaignId: 'ascension', now: 1 }),
  _updatedAt: updatedAt,
  ...extra,
});
const state = (id: string, updatedAt: number, deleted = false) => ({ id, updatedAt, deleted });

describe('decideRosterSync', () => {
  it('compares each roster’s _updatedAt: pushes ours when newer, fetches theirs, forgets a deletion the server never saw', () => {
    const decision = decideRosterSync(
      [roster('mine-newer', 20), roster('theirs-newer', 10), roster('same', 5), roster('deleted-here', 2, { deleted: true, deletedAt: 2 })],
      [state('mine-newer', 10), state('theirs-newer', 20), state('same', 5), state('only-there', 7)],
    );
    expect(decision).toEqual({ push: ['mine-newer'], fetch: ['theirs-newer', 'only-there'], dropLocally: ['deleted-here'] });
  });
});

describe('applyRosterSyncAnswer', () => {
  it('takes the server’s newer rosters and its copy of a conflict, keeps a roster changed meanwhile, and drops deletions the server no longer holds', () => {
    const ours = [roster('a', 10), roster('b', 30), roster('conflict', 15, { glory: 1 }), roster('gone', 2, { deleted: true, deletedAt: 2 })];
    const taken = applyRosterSyncAnswer(ours, {
      rosters: [roster('a', 20, { glory: 4 }), roster('b', 25, { glory: 9 }), roster('conflict', 15, { glory: 2 }), roster('new', 3)],
      rosterStates: ['a', 'b', 'conflict', 'new'].map((id) => state(id, 1)),
      conflicts: ['conflict'],
    });
    expect(taken.map((entry) => [entry.id, entry._updatedAt, entry.glory])).toEqual([
      ['a', 20, 4],
      ['b', 30, 0],
      ['conflict', 15, 2],
      ['new', 3, 0],
    ]);
  });
});
