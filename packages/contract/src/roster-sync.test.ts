import { describe, expect, it } from 'vitest';

import { SYNC_LIMITS } from './limits.js';
import { RosterStatesSchema, RosterSyncAnswerSchema, RosterSyncBodySchema } from './roster-sync.js';

const roster = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: 'The Gilded Host',
  faction: 'Stormcast Eternals',
  campaignId: 'ascension',
  _createdAt: 1,
  _updatedAt: 2,
  ...extra,
});

describe('roster sync bodies', () => {
  it('fills a body with empty arrays and takes rosters, with their defaults, and ids to fetch', () => {
    expect(RosterSyncBodySchema.parse({})).toEqual({ rosters: [], outdatedRosters: [] });
    const parsed = RosterSyncBodySchema.parse({ rosters: [roster('r1')], outdatedRosters: ['r2'] });
    expect(parsed.rosters[0]).toMatchObject({ ...roster('r1'), units: [], glory: 0, log: [], deleted: false, folderId: null });
    expect(parsed.outdatedRosters).toEqual(['r2']);
  });

  it('accepts the states and an answer', () => {
    const states = { rosterStates: [{ id: 'r1', updatedAt: 2, deleted: false }] };
    expect(RosterStatesSchema.parse(states)).toEqual(states);
    const answer = { rosters: [RosterSyncBodySchema.parse({ rosters: [roster('r1')] }).rosters[0]], ...states, conflicts: ['r1'] };
    expect(RosterSyncAnswerSchema.parse(answer)).toEqual(answer);
  });

  it('refuses a roster that is not one: no clock, a negative glory, a log entry without a result', () => {
    expect(RosterSyncBodySchema.safeParse({ rosters: [roster('r1', { _updatedAt: undefined })] }).success).toBe(false);
    expect(RosterSyncBodySchema.safeParse({ rosters: [roster('r1', { glory: -1 })] }).success).toBe(false);
    const entry = { id: 'b1', date: '2026-11-29', opponent: 'Alice', glory: 1, renown: {}, scars: [] };
    expect(RosterSyncBodySchema.safeParse({ rosters: [roster('r1', { log: [entry] })] }).success).toBe(false);
  });

  it('refuses a roster past the limits: a long id, name or folder id, too large as JSON, too many rosters or ids in one body', () => {
    expect(RosterSyncBodySchema.safeParse({ rosters: [roster('x'.repeat(SYNC_LIMITS.idLength + 1))] }).success).toBe(false);
    expect(RosterSyncBodySchema.safeParse({ rosters: [roster('r1', { name: 'n'.repeat(SYNC_LIMITS.nameLength + 1) })] }).success).toBe(false);
    expect(RosterSyncBodySchema.safeParse({ rosters: [roster('r1', { folderId: 'f'.repeat(SYNC_LIMITS.idLength + 1) })] }).success).toBe(false);
    const units = Array.from({ length: 2000 }, (_, index) => ({ id: `u${index}`, name: 'Liberators', scars: ['s'.repeat(120)] }));
    const refused = RosterSyncBodySchema.safeParse({ rosters: [roster('r1', { units })] });
    expect(refused.error?.issues[0]?.message).toBe(`A roster may take at most ${SYNC_LIMITS.rosterJsonLength} characters as JSON.`);
    const many = Array.from({ length: SYNC_LIMITS.rostersPerSync + 1 }, (_, index) => `r${index}`);
    expect(RosterSyncBodySchema.safeParse({ outdatedRosters: many }).success).toBe(false);
    expect(RosterSyncBodySchema.safeParse({ rosters: many.map((id) => roster(id)) }).success).toBe(false);
  });
});
