import { describe, expect, it } from 'vitest';

import { loadRealGameData } from '../../test/real-game-data.js';
import { realSearchIndex } from '../../test/real-search-index.js';
import { searchGameData } from './search.js';

const index = realSearchIndex;
const search = (query: string) => searchGameData(index(), query);

describe('the Path to Glory reference in the search', () => {
  it("finds 'Path of the Warrior' by its name, leading to its place on the Path to Glory page", () => {
    const hit = search('Path of the Warrior').hits.find((candidate) => candidate.doc.name === 'Path of the Warrior');
    expect(hit?.doc).toMatchObject({
      kind: 'pathToGlory',
      detail: 'Path to Glory: Ascension',
      route: { name: 'PathToGlory', hash: 'ascension-path-of-the-warrior' },
    });
  });

  it('finds a rank ability by its rules text, under the path that has it', () => {
    const hits = search('o:"Heal (D6)" is:ptg').hits;
    expect(hits.map((hit) => hit.doc.name)).toContain('Path of the Warrior');
    const warrior = hits.find((hit) => hit.doc.name === 'Path of the Warrior')!;
    expect(warrior.abilities.map((ability) => ability.name)).toEqual(['Well of Strength']);
  });

  it("finds an Anvil of Apotheosis warscroll by its name and by an option's ability, leading to its part of the Blighted Wilds", () => {
    const route = { name: 'PathToGlory', hash: 'blighted-wilds-anvil-of-apotheosis-landmark-of-ghyran' };
    const byName = search('Landmark of Ghyran is:ptg').hits.find((hit) => hit.doc.detail === 'Path to Glory: Blighted Wilds');
    expect(byName?.doc).toMatchObject({ name: 'Anvil of Apotheosis: Landmark of Ghyran', route });
    const byAbility = search('Defensive Boltholes').hits.find((hit) => hit.doc.detail === 'Path to Glory: Blighted Wilds');
    expect(byAbility?.doc).toMatchObject({ name: 'Anvil of Apotheosis: Landmark of Ghyran', route });
    expect(byAbility?.abilities.map((ability) => ability.name)).toEqual(['Defensive Boltholes']);
  });

  it('has a document for each campaign, path, quest log, battle scar list, table and Anvil warscroll, found with is:ptg', () => {
    const data = loadRealGameData();
    const expected = data.pathToGlory.reduce(
      (count, campaign) =>
        count +
        1 +
        campaign.paths.length +
        campaign.tables.length +
        campaign.anvilWarscrolls.length +
        (campaign.quests.length > 0 ? 1 : 0) +
        (campaign.battleScars.length > 0 ? 1 : 0),
      0,
    );
    expect(search('is:ptg').hits).toHaveLength(expected);
    expect(search('is:"path to glory" n=Ascension').hits.map((hit) => hit.doc.route)).toEqual([{ name: 'PathToGlory', hash: 'ascension' }]);
  });
});
