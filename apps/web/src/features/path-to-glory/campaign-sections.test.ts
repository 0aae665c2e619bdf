import { describe, expect, it } from 'vitest';

import { loadRealGameData } from '../../test/real-game-data';
import { campaignOfHash, campaignSections } from './campaign-sections';

const campaigns = () => loadRealGameData().pathToGlory;
const campaign = (name: string) => campaigns().find((candidate) => candidate.name === name)!;

describe('campaignSections', () => {
  it("lists Ascension's parts the data fills, each with its anchor", () => {
    expect(campaignSections(campaign('Ascension')).map(({ id, title }) => [id, title])).toEqual([
      ['ascension-order-of-battle', 'Order of Battle'],
      ['ascension-paths', 'Paths'],
      ['ascension-quests', 'Quests'],
    ]);
  });

  it('leaves out what a campaign lacks and adds its own tables: the Ravaged Coast has no quests', () => {
    expect(campaignSections(campaign('Ravaged Coast')).map(({ title }) => title)).toEqual([
      'Order of Battle',
      'Paths',
      'Battle Scars',
      'Artefacts of Power',
      'Heroic Traits',
      'Ravaged Coast Abilities',
    ]);
  });
});

describe('campaignOfHash', () => {
  it('finds the campaign a hash belongs to, by its whole anchor', () => {
    expect(campaignOfHash(campaigns(), 'ravaged-coast-path-of-the-zealot')?.name).toBe('Ravaged Coast');
    expect(campaignOfHash(campaigns(), 'ascension')?.name).toBe('Ascension');
    expect(campaignOfHash(campaigns(), 'ascensions')).toBeUndefined();
    expect(campaignOfHash(campaigns(), '')).toBeUndefined();
  });
});
