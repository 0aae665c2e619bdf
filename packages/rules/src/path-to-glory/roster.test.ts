import { describe, expect, it } from 'vitest';

import { createRoster, rosterSchemas } from './roster.js';

describe('rosterSchemas', () => {
  it('makes the schemas once: every use checks with the same ones', () => {
    expect(rosterSchemas()).toBe(rosterSchemas());
    expect(rosterSchemas().CampaignRosterSchema).toBe(rosterSchemas().CampaignRosterSchema);
  });

  it('fills an older roster with the defaults and refuses an empty name of a unit', () => {
    const roster = createRoster({ id: 'r1', name: 'Hosts', faction: 'Stormcast Eternals', campaignId: 'c1', now: 5 });
    expect(roster).toMatchObject({ units: [], glory: 0, quest: { name: null, points: 0 }, log: [], locked: false, folderId: null });
    const { CampaignRosterSchema } = rosterSchemas();
    expect(CampaignRosterSchema.safeParse({ ...roster, units: [{ id: 'u1', name: '' }] }).success).toBe(false);
  });
});
