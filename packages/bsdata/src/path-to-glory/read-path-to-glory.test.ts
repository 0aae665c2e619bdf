import { beforeAll, describe, expect, it } from 'vitest';

import { CampaignSchema, type Campaign } from '@scrolldex/rules/model';

import { loadRealDataSet } from '../../test/load-real-data-set.js';
import { readPathToGlory } from './read-path-to-glory.js';

const RANKS = ['Aspiring', 'Elite', 'Mighty', 'Legendary'];

describe('readPathToGlory on main', () => {
  let campaigns: Campaign[];
  let warnings: string[];
  const campaign = (name: string) => campaigns.find((candidate) => candidate.name === name)!;

  beforeAll(async () => {
    const dataSet = await loadRealDataSet();
    const before = dataSet.report.warnings.length;
    campaigns = readPathToGlory(dataSet);
    warnings = dataSet.report.warnings.slice(before).map((warning) => warning.message);
  }, 60_000);

  it('reads one campaign per Path to Glory catalogue and one for the Freeform force, each valid game data, without warnings', () => {
    expect(campaigns.map((read) => read.name)).toEqual(['Ascension', 'Blighted Wilds', 'Ravaged Coast', 'Freeform [UNOFFICIAL]']);
    for (const read of campaigns) expect(CampaignSchema.safeParse(read).success).toBe(true);
    expect(warnings).toEqual([]);
  });

  it("reads Ascension's six paths, each with two abilities at each of the four ranks, one to be taken per rank", () => {
    const ascension = campaign('Ascension');
    expect(ascension.paths.map((path) => path.name)).toEqual([
      'Path of the Attacker',
      'Path of the Leader',
      'Path of the Warrior',
      'Path of the Defender',
      'Path of the Devout',
      'Path of the Mage',
    ]);
    for (const path of ascension.paths) {
      expect(path.ranks.map((rank) => rank.rank)).toEqual(RANKS);
      for (const rank of path.ranks) expect(rank).toMatchObject({ maxSelections: 1, abilities: [expect.anything(), expect.anything()] });
    }
  });

  it('reads the renown each rank needs from the condition that hides it (5, 15, 30 and 45 points); eleven Ravaged Coast paths hide none', () => {
    const ladders = (name: string) => {
      const counts = new Map<string, number>();
      for (const path of campaign(name).paths) {
        const ladder = path.ranks.map((rank) => `${rank.rank} ${rank.renownNeeded}`).join(', ');
        counts.set(ladder, (counts.get(ladder) ?? 0) + 1);
      }
      return Object.fromEntries(counts);
    };
    const ladder = 'Aspiring 5, Elite 15, Mighty 30, Legendary 45';
    expect(ladders('Ascension')).toEqual({ [ladder]: 6 });
    expect(ladders('Blighted Wilds')).toEqual({ [ladder]: 6 });
    expect(ladders('Ravaged Coast')).toEqual({ [ladder]: 5, 'Aspiring null, Elite null, Mighty null, Legendary null': 11 });
  });

  it('reads which units may take each path from the keywords that show it', () => {
    const takenBy = (campaignName: string, pathName: string) => campaign(campaignName).paths.find((path) => path.name === pathName)!.takenBy;
    expect(takenBy('Ascension', 'Path of the Warrior')).toEqual({ keyword: 'HERO', has: true });
    expect(takenBy('Ascension', 'Path of the Attacker')).toEqual({ keyword: 'HERO', has: false });
    expect(takenBy('Ascension', 'Path of the Devout')).toEqual({
      all: [
        { keyword: 'HERO', has: true },
        {
          any: [
            { keyword: 'PRIEST (1)', has: true },
            { keyword: 'PRIEST (2)', has: true },
          ],
        },
      ],
    });
    expect(takenBy('Ravaged Coast', 'Path of the Behemoth')).toEqual({
      all: [
        { keyword: 'MONSTER', has: true },
        { keyword: 'HERO', has: false },
      ],
    });
    expect(takenBy('Blighted Wilds', 'Path of the Woodsman')).toEqual({
      any: [
        { keyword: 'HERO', has: false },
        { keyword: 'INFANTRY', has: false },
      ],
    });
    expect(campaigns.flatMap((read) => read.paths).every((path) => path.takenBy !== null)).toBe(true);
  });

  it('reads a rank ability as a full ability profile, as a warscroll ability is read', () => {
    const warrior = campaign('Ascension').paths.find((path) => path.name === 'Path of the Warrior')!;
    expect(warrior.ranks[0]!.abilities[0]).toMatchObject({
      name: 'Well of Strength',
      type: 'Activated',
      timing: 'Once Per Battle, Any Combat Phase',
      color: 'red',
      effect: '**Heal (D6)** this **^^Hero^^**.',
    });
    expect(warrior.ranks[3]!.abilities.map((ability) => ability.name)).toEqual(['Unparalleled Duelist', 'Warrior Without Equal']);
  });

  it("reads Ascension's quests from the Quest Log, and its Warlord and Quest Log as what the Order of Battle tracks", () => {
    const ascension = campaign('Ascension');
    expect(ascension.quests.map((quest) => quest.name)).toEqual([
      'Search for the Artefact',
      'Master Magical Lore',
      'Learn Ancient Scriptures',
      'Seek Glory In Battle',
      'Harness Manifestation',
      'Rise of a Champion',
    ]);
    expect(ascension.orderOfBattle).toEqual({
      unitKeywords: ['HERO', 'INFANTRY', 'MONSTER', 'WAR MACHINE', 'CAVALRY', 'BEAST'],
      maxFactionTerrain: 1,
      tracks: [
        { id: 'bb28-fa4a-bf5f-f793', name: 'Warlord', min: 1, max: 1, items: [] },
        { id: 'd9ff-8f4f-0f3c-ce2b', name: 'Quest Log', min: null, max: 1, items: ['Quest Points'] },
      ],
    });
  });

  it("reads the Ravaged Coast's sixteen paths, battle scars in three grades and its own tables and tracks", () => {
    const coast = campaign('Ravaged Coast');
    expect(coast.paths).toHaveLength(16);
    expect(coast.paths.flatMap((path) => path.ranks.flatMap((rank) => rank.abilities))).toHaveLength(128);
    expect(coast.battleScars.map((grade) => [grade.grade, grade.scars.length])).toEqual([
      ['Critical', 3],
      ['Serious', 3],
      ['Severe', 3],
    ]);
    const scar = coast.battleScars[0]!.scars[0]!;
    expect(scar).toMatchObject({ name: 'Hissing Wheezes', abilities: [expect.objectContaining({ name: 'Hissing Wheezes', type: 'Passive' })] });
    expect(coast.tables.map((table) => table.name)).toEqual(['Artefacts of Power', 'Heroic Traits', 'Ravaged Coast Abilities']);
    const artefacts = coast.tables[0]!;
    expect(artefacts.sections.map((section) => section.name)).toEqual([
      'Aqshian Artefacts',
      'Emberstone Weapon: Weapon Type',
      'Emberstone Weapon: Weapon Effects',
    ]);
    expect(artefacts.sections[1]!.entries[0]!.weapons[0]).toMatchObject({ name: 'Emberstone-enhanced Ranged Weapon', kind: 'ranged' });
    expect(coast.orderOfBattle.tracks.map((track) => [track.name, track.items])).toEqual([
      ['Emberstone Vault', ['Emberstone Shards', 'Emberstone Shards (To Date)']],
      ['Campaign Progress', ["Gnaw's Edge Unlocked", 'Hateful Shores Unlocked', "Hel's Claw Unlocked"]],
    ]);
  });

  it("reads the Blighted Wilds' paths, scars and tables, the Anvil of Apotheosis upgrades with their rules text", () => {
    const wilds = campaign('Blighted Wilds');
    expect(wilds.paths.map((path) => path.name)).toContain('Path of the Thyrian Druid');
    expect(wilds.battleScars.flatMap((grade) => grade.scars)).toHaveLength(9);
    expect(wilds.tables.map((table) => table.name)).toEqual([
      'Artefacts of Power',
      'Heroic Traits',
      'The Anvil of Apotheosis',
      'Anvil Weapons',
      'Battleplan Rewards',
      'Ghyranite Concoctions',
      'Blighted Wilds Abilities',
    ]);
    // Battleplan Rewards is defined once and linked from a second entry: its twelve rewards are read once.
    expect(wilds.tables.find((table) => table.name === 'Battleplan Rewards')!.sections.flatMap((section) => section.entries)).toHaveLength(12);
    const anvil = wilds.tables.find((table) => table.name === 'The Anvil of Apotheosis')!;
    const brawny = anvil.sections.flatMap((section) => section.entries).find((entry) => entry.name === 'Brawny')!;
    expect(brawny.notes).toEqual(["Pick 1 of this unit's weapons. Improve that weapon's Wound characteristic by 1 (for example, 4+ becomes 3+)."]);
    expect(wilds.orderOfBattle.tracks.find((track) => track.name === 'Ghyranite Concoctions')!.items).toContain('Leaping Moss');
  });

  it("reads the Anvil of Apotheosis warscrolls' option groups, each option with the destiny points it costs or gives", () => {
    const wilds = campaign('Blighted Wilds');
    expect(wilds.anvilWarscrolls.map((warscroll) => warscroll.name)).toEqual(['Regiment Hero', 'Landmark of Ghyran']);
    const options = (warscroll: string, section: string) =>
      wilds.anvilWarscrolls
        .find((candidate) => candidate.name === warscroll)!
        .sections.find((candidate) => candidate.name === section)!
        .entries.map((entry) => [entry.name, entry.destinyPoints]);
    expect(options('Regiment Hero', 'Archetype')).toEqual([
      ['Wizard Hero', -4],
      ['Priest Hero', -4],
      ['Gigantic Hero', -6],
      ['Gargantuan Hero', -8],
    ]);
    expect(options('Regiment Hero', 'Battle Mounts')).toEqual([
      ['Ghyranite Steed', -3],
      ['Ghyranite Behemoth', -15],
      ['Ghyranite Monstrosity', -20],
    ]);
    expect(options('Landmark of Ghyran', 'Destiny Point Limit')).toEqual([
      ['Imposing Monument (100mm base or 105x70mm base)', 15],
      ['Spectacular Edifice (130mm base, 120x92mm base or 150x95mm base)', 20],
      ['Breathtaking Monolith (160mm base or 170x105mm base)', 30],
    ]);
    // A flaw gives destiny points back.
    expect(options('Landmark of Ghyran', 'Flaws')).toContainEqual(['Root of Enmity', 4]);
    const origin = wilds.anvilWarscrolls[1]!.sections.find((section) => section.name === 'Origins')!.entries[0]!;
    expect(origin).toMatchObject({ name: 'Defensive Boltholes', destinyPoints: -4, abilities: [expect.objectContaining({ name: 'Defensive Boltholes' })] });
    // Entries outside the Anvil have no destiny points.
    expect(campaign('Ascension').quests.every((quest) => quest.destinyPoints === null)).toBe(true);
  });

  it('reads the Freeform force as a campaign of what every campaign catalogue shows to it, with its own Order of Battle', () => {
    const freeform = campaign('Freeform [UNOFFICIAL]');
    expect(freeform.id).toBe('78a1-f6c2-71b8-270a');
    expect(freeform.paths).toHaveLength(6 + 6 + 16);
    expect(freeform.paths.map((path) => path.name)).toEqual(
      expect.arrayContaining(['Path of the Warrior', 'Path of the Thyrian Druid', 'Path of the Behemoth']),
    );
    expect(freeform.quests.map((quest) => quest.name)).toContain('Seek Glory In Battle');
    expect(freeform.battleScars.map((grade) => [grade.grade, grade.scars.length])).toEqual([
      ['Critical', 6],
      ['Serious', 6],
      ['Severe', 6],
    ]);
    const artefacts = freeform.tables.find((table) => table.name === 'Artefacts of Power')!;
    expect(artefacts.sections.map((section) => section.name)).toEqual(expect.arrayContaining(['Thyrian Wonders', 'Aqshian Artefacts']));
    expect(freeform.anvilWarscrolls.map((warscroll) => warscroll.name)).toEqual(['Landmark of Ghyran']);
    expect(freeform.orderOfBattle.unitKeywords).toEqual(['HERO', 'INFANTRY', 'MONSTER', 'WAR MACHINE', 'CAVALRY', 'BEAST']);
    expect(freeform.orderOfBattle.maxFactionTerrain).toBe(1);
    expect(freeform.orderOfBattle.tracks.map((track) => track.name)).toEqual([
      'Quest Log',
      'Importing From Older Campaign',
      'Ghyranite Concoctions',
      'Emberstone Vault',
      'Campaign Progress',
    ]);
  });
});
