import { describe, expect, it } from 'vitest';

import { data, makeRoster } from '../../test/roster-support.js';
import { buildCampaignContext } from './campaign-context.js';
import { rosterEnhancementTables } from './roster-enhancements.js';

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
