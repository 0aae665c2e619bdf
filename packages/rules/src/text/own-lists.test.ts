// Our own test lists (test/fixtures/lists, see its README): one per format
// and quirk, written against the current data, imported in full.
import { describe, expect, it } from 'vitest';

import { summariseImport } from '../../test/import-summary.js';
import { ownListFiles, readOwnList } from '../../test/list-texts.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { parseListText } from './parse-list.js';

const EXPECTED: Record<string, object> = {
  '101-skaven-app-a.txt': {
    format: 'app-a',
    faction: 'Skaven',
    name: 'Tunnels Under Everything',
    pointsCap: 2000,
    statedPoints: 1990,
    formation: 'Fleshmeld Menagerie',
    lores: ['Lore of Ruin', 'Noxious Prayers', 'Manifestations of Doom'],
    cards: ['Siege of Ashes', 'Burning for Vengeance'],
    regiments: [
      ['Master Moulder [general, Essence of the Gnaw]', 'Rat Ogors [reinforced, Anabolic Accelerators]', 'Hell Pit Abomination', 'Stormfiends'],
      ['Grey Seer on Screaming Bell (Scourge of Aqshy) [Foulhide]', 'Clanrats', 'Clanrats'],
      ['Warlock Bombardier', 'Warplock Jezzails'],
    ],
    auxiliaries: ['Doomwheel'],
    renown: { name: 'Stumblefoot Gargant', members: ['Mancrusher Gargant'] },
    terrain: 'Gnawhole',
    unplaced: [],
  },
  '102-soulblight-app-b.txt': {
    format: 'app-b',
    faction: 'Soulblight Gravelords',
    name: 'The Long Night Walks Again',
    pointsCap: 2000,
    statedPoints: 2000,
    formation: 'Deathmarch',
    lores: ['Lore of Undeath', null, 'Morbid Conjuration'],
    cards: ['Legend of the Parch', 'Flanking Firestorm'],
    regiments: [
      ['Vampire Lord on Zombie Dragon [general, Lash of the Sire]', 'Deathrattle Skeletons [reinforced, The Never-Dead]', 'Deadwalker Zombies', 'Dire Wolves'],
      ['Vengorian Lord (Scourge of Aqshy) [Terminus Clock]', 'Blood Knights', 'Vargheists'],
    ],
    auxiliaries: ['Necromancer'],
    renown: { name: 'Casket of Resurrections', members: ['Black Coach'] },
    terrain: 'Cursed Sepulchre',
    unplaced: [],
  },
  '103-gloomspite-army-of-renown.txt': {
    format: 'app-b',
    faction: "Gloomspite Gitz - Da King's Gitz",
    name: 'Moon Madness',
    pointsCap: 2000,
    statedPoints: 1980,
    formation: null,
    lores: ["Spell Lore: Da King's Gitz", null, "Manifestation Lore: Da King's Gitz"],
    cards: ['Smokescreen', 'Blazing Onslaught'],
    regiments: [
      ['Skragrott, the Loonking [general]', 'Moonclan Stabbas [reinforced]', 'Loonsmasha Fanatics', 'Sneaky Snufflers'],
      ["Loonboss with Giant Cave Squig [Da King's Adjutant]", 'Squig Hoppers', 'Boingrot Bounderz'],
      ['Fungoid Cave-Shaman [Loonstone Medallion]', 'Rockgut Troggoths', 'Dankhold Troggoth'],
    ],
    auxiliaries: [],
    renown: null,
    terrain: 'Bad Moon Loonshrine',
    unplaced: [],
  },
  '104-stormcast-new-recruit.txt': {
    format: 'newrecruit',
    faction: 'Stormcast Eternals',
    name: 'Storm Front',
    pointsCap: 2000,
    statedPoints: 1990,
    formation: 'Thunderhead Host',
    lores: ['Lore of the Storm', 'Prayers of the Stormhosts', null],
    cards: ['Siege of Ashes', 'Smokescreen'],
    regiments: [
      ['Lord-Imperatant [general, Staunch Defender]', 'Liberators [reinforced]', 'Prosecutors'],
      ['Knight-Arcanum [Mirrorshield]', 'Stormdrake Guard (1 model)', 'Vindictors'],
    ],
    auxiliaries: ['Celestar Ballista'],
    renown: { name: "Valnir's Stormwing", members: ['Knight-Draconis', 'Stormdrake Guard (1 model)'] },
    terrain: null,
    unplaced: [],
  },
  '105-seraphon-listbot.txt': {
    format: 'listbot',
    faction: 'Seraphon',
    name: '',
    pointsCap: 2000,
    statedPoints: 1980,
    formation: 'Sunclaw Starhost',
    lores: ['Lore of Primal Jungles', null, 'Primal Energy'],
    cards: ['Blazing Onslaught', 'Siege of Ashes'],
    regiments: [
      ['Saurus Oldblood on Carnosaur [general, Bloodrage Pendant]', 'Saurus Warriors', 'Saurus Guard', 'Kroxigor'],
      ['Slann Starmaster (Scourge of Aqshy) [Lord of Space and Time]', 'Bastiladon with Solar Engine', 'Saurus Warriors [reinforced]'],
      ['Stegadon Chief [Armour Cruncher]', 'Aggradon Lancers'],
    ],
    auxiliaries: [],
    renown: null,
    terrain: 'Realmshaper Engine',
    unplaced: ['L25 UNRECOGNISED: Remember to bring the big dinosaur base!'],
  },
  '106-ogor-sigdex.txt': {
    format: 'sigdex',
    faction: 'Ogor Mawtribes',
    name: 'Gut Check',
    pointsCap: 2000,
    statedPoints: 1990,
    formation: 'Hunger-Filled Tribe',
    lores: ['Lore of Gut Magic', 'Lore of the Everwinter', 'Forbidden Power'],
    cards: ['Burning for Vengeance', 'Legend of the Parch'],
    regiments: [
      ['Tyrant [general, Dreaded Far and Wide, Rusty Grater]', 'Ironguts [reinforced]', 'Gluttons', 'Leadbelchers'],
      ['Huskard on Thundertusk (Scourge of Aqshy) [Horn Toss]', 'Mournfang Pack'],
      ['Butcher', 'Gnoblars', 'Gorger Mawpack'],
    ],
    auxiliaries: [],
    renown: null,
    terrain: 'Great Mawpot',
    unplaced: [],
  },
  '107-flesh-eater-courts-notes.txt': {
    format: 'app-a',
    faction: 'Flesh-eater Courts',
    name: '',
    pointsCap: 2000,
    statedPoints: 1990,
    formation: 'Royal Menagerie',
    lores: ['Lore of Madness', 'Rites of Delusion', 'Manifested Insanity'],
    cards: ['Smokescreen', null],
    regiments: [
      [
        'Abhorrant Ghoul King on Royal Zombie Dragon [general, Stronger in Madness]',
        'Crypt Flayers (2 Models)',
        'Crypt Horrors [Homage and Fealty]',
        'Royal Terrorgheist',
      ],
      ['(no leader)', 'Cryptguard', 'Varghulf Courtier (Scourge of Aqshy)'],
      ['Abhorrant Archregent', 'Crypt Ghouls [reinforced]', 'Crypt Horrors (2 Models)'],
    ],
    auxiliaries: [],
    renown: null,
    terrain: 'Charnel Throne',
    unplaced: [
      'L10 UNKNOWN_CARD: Attuned to Ghyran',
      'L19 UNRECOGNISED: (the horrors are proxied with old flayers)',
      'L23 UNKNOWN_UNIT: Abhorrant Ghoul King on Terrorgheist (390)',
      'L24 OWNER_UNPLACED: • Charnel Vestments',
      'L39 AFTER_FOOTER: ask me about the paint scheme',
    ],
  },
  '108-cities-roster-regiments.txt': {
    format: 'app-b',
    faction: 'Cities of Sigmar',
    name: 'Hammerhal #2 & the Slayer 🔨',
    pointsCap: 2000,
    statedPoints: 1990,
    formation: 'Zealous Hordes',
    lores: [null, 'Scriptures of Sigmar', null],
    cards: ['Blazing Onslaught', 'Smokescreen'],
    regiments: [
      ['Freeguild Marshal and Relic Envoy [general, Beloved Leader, The Living City Cross]', 'Flagellants', 'Flagellants', 'Freeguild Steelhelms'],
      ['Alchemite Warforger [Bones of Saint Ignifus]', 'Ironweld Great Cannon', 'Freeguild Fusiliers [reinforced]'],
      ['Runelord', 'Ironbreakers', 'Irondrakes'],
    ],
    auxiliaries: [],
    renown: { name: 'Gotrek Gurnisson', members: ['Gotrek Gurnisson'] },
    terrain: "Dawner's Triumph",
    unplaced: [],
  },
  '109-scrolldex-export-discord.txt': {
    format: 'scrolldex',
    faction: 'Kharadron Overlords',
    name: 'Sky Pirates',
    pointsCap: 2000,
    statedPoints: 1680,
    formation: 'Endrineers Guild Expeditionary Force',
    lores: [null, null, 'Forbidden Power'],
    cards: ['Blazing Onslaught', 'Siege of Ashes'],
    regiments: [
      ['Arkanaut Admiral [general, Shrewd Opportunist, Celestium Burst Grenade]', 'Arkanaut Company [reinforced, Artycle 15, Point 4]', 'Arkanaut Ironclad'],
      ['Codewright', 'Skywardens'],
    ],
    auxiliaries: ['Grundstok Gunhauler'],
    renown: { name: "Drekki's Privateers", members: ['Drekki Flynt', 'Arkanaut Frigate', 'Arkanaut Company'] },
    terrain: 'Zontari Endrin Dock',
    unplaced: [],
  },
};

describe('our own test lists', () => {
  it('has an expectation for every list', () => {
    expect(ownListFiles()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(ownListFiles())('imports %s', (file) => {
    const result = parseListText(readOwnList(file), loadRealGameData());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect({ format: result.value.format, ...summariseImport(result.value) }).toEqual(EXPECTED[file]);
  });

  it('reads the hidden markers of our own export', () => {
    const result = parseListText(readOwnList('109-scrolldex-export-discord.txt'), loadRealGameData());
    expect(result.ok && [result.value.metadata, result.value.list.validator]).toEqual([
      { formatVersion: 1, appVersion: '1.0.0', dataVersion: '100', validation: 'error', mode: 'highlander', exportDate: '22112026' },
      'highlander',
    ]);
  });
});
