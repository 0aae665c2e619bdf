// A valid Path to Glory roster as a client syncs it (CampaignRosterSchema of the rules package), for the roster sync
// tests: a Stormcast Eternals Ascension roster after one battle, its Liberators on the Path of the Warrior.
import { rosterSchemas, type CampaignRoster } from '@scrolldex/rules';

export function syncedRoster(id: string, updatedAt: number, extra: Partial<CampaignRoster> = {}): CampaignRoster {
  return rosterSchemas().CampaignRosterSchema.parse({
    id,
    name: 'The Gilded Host',
    faction: 'Stormcast Eternals',
    campaignId: 'ascension',
    warlord: 'u-lord',
    units: [
      { id: 'u-lord', name: 'Lord-Vigilant on Gryph-stalker', renown: 3 },
      { id: 'u-liberators', name: 'Liberators', renown: 6, path: 'Path of the Warrior', pathAbilities: ['Grizzled Veterans'], scars: ['Lingering Wounds'] },
    ],
    glory: 3,
    quest: { name: 'Seek the Realmgate', points: 1 },
    log: [
      {
        id: 'b1',
        date: '2026-11-28',
        opponent: 'Alice',
        result: 'win',
        glory: 3,
        renown: { 'u-lord': 3, 'u-liberators': 6 },
        scars: [{ unit: 'u-liberators', scar: 'Lingering Wounds' }],
      },
    ],
    _createdAt: 1,
    _updatedAt: updatedAt,
    ...extra,
  });
}
