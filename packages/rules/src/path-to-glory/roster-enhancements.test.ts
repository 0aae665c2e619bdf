import { describe, expect, it } from 'vitest';

import { data, makeRoster } from '../../test/roster-support.js';
import { buildCampaignContext } from './campaign-context.js';
import { campaignEnhancementTables, rosterEnhancementTables } from './roster-enhancements.js';

const context = buildCampaignContext(data(), makeRoster('Ascension'))!;
const tables = (unit: string) => rosterEnhancementTables(context, unit).map((table) => table.name);

describe('rosterEnhancementTables on the real Stormcast Eternals', () => {
  it('offers a hero the heroic traits and artefacts, a unit of troops the tables its warscroll lists, a unique hero none', () => {
    expect(tables('Knight-Questor')).toEqual(['Artefacts of Power', 'Heroic Traits']);
    expect(tables('Liberators')).toEqual(['Scars of War']);
    expect(tables('Yndrasta, the Celestial Spear')).toEqual([]);
    expect(tables('Gutrippaz')).toEqual([]);
  });
});

describe('campaignEnhancementTables on the real Path to Glory catalogues', () => {
  const entries = (campaign: string, unit: string) =>
    campaignEnhancementTables(buildCampaignContext(data(), makeRoster(campaign))!, unit).map((table) => [
      table.name,
      table.sections.flatMap((section) => section.entries.map((entry) => entry.name)).length > 0,
    ]);

  it("offers a hero the campaign's own artefacts and heroic traits, troops and unique heroes none, Ascension none", () => {
    expect(entries('Ravaged Coast', 'Knight-Questor')).toEqual([
      ['Artefacts of Power', true],
      ['Heroic Traits', true],
    ]);
    expect(entries('Blighted Wilds', 'Knight-Questor')).toEqual([
      ['Artefacts of Power', true],
      ['Heroic Traits', true],
    ]);
    const coast = campaignEnhancementTables(buildCampaignContext(data(), makeRoster('Ravaged Coast'))!, 'Knight-Questor');
    expect(coast[0]?.sections.flatMap((section) => section.entries.map((entry) => entry.name))).toContain('Axe of Boiling Wrath');
    expect(entries('Ravaged Coast', 'Liberators')).toEqual([]);
    expect(entries('Ravaged Coast', 'Yndrasta, the Celestial Spear')).toEqual([]);
    expect(entries('Ascension', 'Knight-Questor')).toEqual([]);
  });
});
