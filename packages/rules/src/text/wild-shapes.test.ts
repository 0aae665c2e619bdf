// Lists as players paste them from other builders, blogs and web
// pages. Our own lists in each shape (test/fixtures/wild-shapes, see its
// README), imported in full on the current data, with the army inferred
// where no line names it.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { summariseImport } from '../../test/import-summary.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import type { ParsedListText } from './import-types.js';
import { parseListText } from './parse-list.js';

const WILD_SHAPES = resolve(import.meta.dirname, '../../test/fixtures/wild-shapes');

function imported(text: string): ParsedListText {
  const result = parseListText(text, loadRealGameData());
  if (!result.ok) throw new Error(result.errors[0]!.message);
  return result.value;
}

const shape = (file: string) => imported(readFileSync(resolve(WILD_SHAPES, file), 'utf8'));

/** What each list imports to: its selections, the names matched by a rule, and how its army was found. */
const EXPECTED: Record<string, object> = {
  '301-total-first-title.txt': {
    faction: 'Skaven',
    name: 'Skaven',
    statedPoints: 1990,
    formation: 'Claw-horde',
    lores: ['Lore of Ruin', 'Noxious Prayers', null],
    cards: ['Siege of Ashes', 'Blazing Onslaught'],
    regiments: [
      ['Clawlord on Gnaw-beast [general, Master of the Swarm]', 'Clanrats [reinforced]', 'Stormvermin'],
      ['Grey Seer [Warpstone Charm]', 'Plague Monks', 'Rat Ogors'],
    ],
    terrain: 'Gnawhole',
    inferred: { from: 'title', army: 'Skaven', line: 1, message: 'Army inferred from the title: Skaven' },
  },
  '302-army-in-title.txt': {
    faction: 'Gloomspite Gitz',
    statedPoints: 1980,
    formation: 'Squigalanche',
    lores: ['Lore of the Clammy Dank', null, 'Dank Manifestations'],
    cards: ['Smokescreen', 'Legend of the Parch'],
    regiments: [
      ['Loonboss on Giant Cave Squig [general, Loontouched]', 'Squig Hoppers', 'Boingrot Bounderz'],
      ['Squigboss with Gnasha-squig [The Clammy Cowl]', 'Squig Herd', 'Mangler Squigs'],
    ],
    terrain: 'Bad Moon Loonshrine',
    inferred: { from: 'title', army: 'Gloomspite Gitz', line: 1, message: 'Army inferred from the title: Gloomspite Gitz' },
  },
  '303-formation-implied.txt': {
    faction: 'Stormcast Eternals',
    name: 'Hammers Over Aqshy',
    formation: 'Thunderhead Host',
    lores: ['Lore of the Storm', 'Prayers of the Stormhosts', null],
    cards: ['Burning for Vengeance', 'Flanking Firestorm'],
    regiments: [
      ['Lord-Imperatant [general, Staunch Defender]', 'Liberators [reinforced]', 'Prosecutors'],
      ['Knight-Arcanum [Mirrorshield]', 'Vindictors', 'Castigators'],
    ],
    auxiliaries: ['Celestar Ballista'],
    inferred: {
      from: 'formation',
      army: 'Stormcast Eternals',
      line: 3,
      message: 'Army inferred from the battle formation: Thunderhead Host → Stormcast Eternals',
    },
  },
  '304-units-implied.txt': {
    faction: 'Seraphon',
    name: 'Cold Blooded',
    formation: null,
    regiments: [
      ['Slann Starmaster [general, Arcane Determination]', 'Saurus Warriors [reinforced]', 'Kroxigor'],
      ['Saurus Oldblood on Carnosaur [Bloodrage Pendant]', 'Raptadon Hunters', 'Terradon Riders'],
    ],
    terrain: 'Realmshaper Engine',
    inferred: { from: 'units', army: 'Seraphon', line: null, message: 'Army inferred from the units: 7 of 7 are Seraphon units' },
  },
  '305-markdown-rendering.txt': {
    faction: 'Stormcast Eternals',
    name: 'Lightning Strikes Twice',
    statedPoints: 1990,
    formation: 'Vanguard Wing',
    lores: ['Lore of the Storm', 'Prayers of the Stormhosts', null],
    cards: ['Smokescreen', 'Siege of Ashes'],
    regiments: [
      ['Lord-Imperatant [general, Envoy of the Heavens]', 'Liberators [reinforced]', 'Vanguard-Hunters'],
      ['Knight-Zephyros [Quicksilver Draught]', 'Vanguard-Raptors with Hurricane Crossbows', 'Prosecutors'],
    ],
    auxiliaries: ['Celestar Ballista'],
    inferred: null,
  },
  '306-labelled-builder.txt': {
    faction: 'Skaven',
    name: 'Squeak Attack',
    statedPoints: 1990,
    formation: 'Warpcog Convocation',
    lores: ['Lore of Ruin', 'Noxious Prayers', 'Manifestations of Doom'],
    cards: ['Siege of Ashes', 'Flanking Firestorm'],
    regiments: [
      ['Arch-Warlock [general, Skilled Manipulator, Skavenbrew]', 'Warplock Jezzails', 'Stormfiends'],
      ['Warlock Engineer', 'Ratling Guns', 'Acolyte Globadiers'],
    ],
    terrain: 'Gnawhole',
  },
  '307-app-names-html.txt': {
    faction: 'Gloomspite Gitz',
    name: "Loonking's Return",
    formation: 'Gitmob Pack',
    cards: ['Blazing Onslaught', 'Burning for Vengeance'],
    regiments: [
      ['Skragrott, the Loonking [general]', 'Moonclan Stabbas [reinforced]', 'Fellwater Troggoths (Scourge of Aqshy)'],
      ['Trugg, the Troggoth King [The Clammy Cowl]', 'Rockgut Troggoths', 'Sporesplatta Fanatics'],
    ],
    terrain: 'Bad Moon Loonshrine',
    approximate: [
      { line: 8, text: 'The Blazing Onslaught', matched: 'Blazing Onslaught' },
      { line: 11, text: 'Skragrott', matched: 'Skragrott, the Loonking' },
      { line: 18, text: 'Trugg', matched: 'Trugg, the Troggoth King' },
    ],
  },
  '308-new-recruit-weapons.txt': {
    format: 'newrecruit',
    faction: 'Seraphon',
    regiments: [
      ['Slann Starmaster [general, Lord of Space and Time]', 'Saurus Warriors [reinforced]', 'Stegadon'],
      ['Stegadon Chief', 'Aggradon Lancers', 'Kroxigor'],
    ],
  },
  '309-labelled-headings.txt': {
    faction: "Gloomspite Gitz - Da King's Gitz",
    name: 'Moonlit Mischief',
    statedPoints: 1980,
    lores: ["Spell Lore: Da King's Gitz", null, "Manifestation Lore: Da King's Gitz"],
    cards: ['Smokescreen', 'Blazing Onslaught'],
    regiments: [
      ['Skragrott, the Loonking [general]', 'Moonclan Stabbas [reinforced]', 'Loonsmasha Fanatics'],
      ["Loonboss with Giant Cave Squig [Da King's Adjutant]", 'Squig Hoppers'],
    ],
    terrain: 'Bad Moon Loonshrine',
  },
};

describe('lists in the shapes players paste', () => {
  it('has an expectation for every list in the folder', () => {
    const files = readdirSync(WILD_SHAPES).filter((file) => file.endsWith('.txt'));
    expect(files.sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('%s imports in full', (file, expected) => {
    const parsed = shape(file);
    expect({ format: parsed.format, ...summariseImport(parsed), approximate: parsed.approximate, inferred: parsed.inferred }).toMatchObject({
      unplaced: [],
      approximate: [],
      ...expected,
    });
  });
});
