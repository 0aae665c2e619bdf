import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../../../test/builders.js';
import { loadRealGameData, realArmy } from '../../../../test/real-game-data.js';
import type { ArmyList, ListUnit } from '../../../list/army-list.js';
import { validateList } from '../../validate-list.js';
import { LIST_RULES } from './index.js';

// Regiment composition, enhancement and army-option rules live in other
// families; these lists are legal as far as the list rules can tell, and run
// through the list rules alone so that they stay so whatever else is registered.
const listIssues = (list: ArmyList) => validateList(list, loadRealGameData(), LIST_RULES).issues;
const general = (name: string) => makeUnit(name, { general: true });

function cards(): { battleTacticCard1: string; battleTacticCard2: string } {
  const [first, second] = loadRealGameData().battleTacticCards;
  return { battleTacticCard1: first!.name, battleTacticCard2: second!.name };
}

/** Every unit, formation, lore and terrain name of the list, which must all be in the real data. */
function namesOf(list: ArmyList): string[] {
  const units: ListUnit[] = [...list.regiments.flatMap((regiment) => [regiment.leader!, ...regiment.units]), ...list.auxiliaryUnits];
  return [...units.map((unit) => unit.name), list.factionTerrain].filter((name): name is string => !!name);
}

const LEGAL_LISTS: ArmyList[] = [
  makeList('Stormcast Eternals', {
    formation: 'Vanguard Wing',
    spellLore: 'Lore of the Storm',
    prayerLore: 'Prayers of the Stormhosts',
    manifestationLore: 'Forbidden Power',
    factionTerrain: 'Stormreach Portal',
    regiments: [
      makeRegiment(general('Knight-Arcanum'), ['Liberators', 'Vindictors', 'Prosecutors', 'Annihilators']),
      makeRegiment('Lord-Celestant', ['Liberators']),
    ],
    auxiliaryUnits: [makeUnit('Gryph-hounds')],
    ...cards(),
  }),
  makeList('Seraphon', {
    formation: 'Sunclaw Starhost',
    spellLore: 'Lore of Celestial Manipulation',
    manifestationLore: 'Primal Energy',
    factionTerrain: 'Realmshaper Engine',
    regiments: [makeRegiment(general('Lord Kroak'), ['Saurus Warriors', 'Skinks']), makeRegiment('Slann Starmaster', ['Saurus Guard'])],
    ...cards(),
  }),
  makeList('Skaven', {
    formation: 'Claw-horde',
    spellLore: 'Lore of Ruin',
    prayerLore: 'Noxious Prayers',
    factionTerrain: 'Gnawhole',
    regiments: [makeRegiment(general('Clawlord'), ['Clanrats', 'Stormvermin']), makeRegiment('Grey Seer', ['Night Runners'])],
    auxiliaryUnits: [makeUnit('Rat Ogors')],
    ...cards(),
  }),
  makeList('Cities of Sigmar', {
    formation: 'Stalwart Guardians',
    spellLore: 'Spells of the Collegiate Arcane',
    factionTerrain: "Dawner's Triumph",
    regiments: [
      makeRegiment(general('Freeguild Marshal on Griffon'), [
        'Freeguild Command Corps Adjutants',
        'Freeguild Command Corps Auxiliaries',
        'Freeguild Command Corps Whisperblade',
        'Freeguild Steelhelms',
        'Freeguild Fusiliers',
        'Freeguild Cavaliers',
      ]),
    ],
    ...cards(),
  }),
  makeList('Kharadron Overlords', {
    formation: 'Veteran Ground Troops',
    factionTerrain: 'Zontari Endrin Dock',
    regiments: [makeRegiment(general('Arkanaut Admiral'), ['Arkanaut Company', 'Grundstok Thunderers']), makeRegiment('Aether-Khemist', ['Skywardens'])],
    ...cards(),
  }),
  makeList('Soulblight Gravelords', {
    formation: 'Deathmarch',
    spellLore: 'Lore of Undeath',
    manifestationLore: 'Manifestations of the Grave',
    regiments: [makeRegiment(general('Wight King'), ['Deathrattle Skeletons', 'Dire Wolves']), makeRegiment('Radukar the Wolf', ['Vargheists'])],
    ...cards(),
  }),
  makeList('Slaves to Darkness - Legion of the First Prince', {
    factionTerrain: 'Nexus Chaotica',
    regiments: [
      makeRegiment(general("Be'lakor, the Dark Master"), ['Chaos Legionnaires', 'Chaos Legionnaires']),
      makeRegiment('Daemon Prince', ['Varanguard']),
    ],
    ...cards(),
  }),
  makeList('Fyreslayers', {
    validator: 'highlander',
    formation: 'Lords of the Lodge',
    prayerLore: 'Zharrgrim Blessings',
    factionTerrain: 'Magmic Battleforge',
    regiments: [
      makeRegiment(general('Auric Runefather'), ['Vulkite Berzerkers with Bladed Slingshields', 'Auric Hearthguard']),
      makeRegiment('Battlesmith', ['Hearthguard Berzerkers with Flamestrike Poleaxes']),
    ],
    ...cards(),
  }),
  makeList('Gloomspite Gitz', {
    validator: 'holy havoc',
    formation: 'Gloomspite Horde',
    spellLore: 'Lore of the Clammy Dank',
    regiments: [makeRegiment(general('Loonboss'), ['Moonclan Stabbas', 'Moonclan Shootas']), makeRegiment('Fungoid Cave-Shaman', ['Squig Hoppers'])],
  }),
  makeList('Beasts of Chaos', {
    validator: 'legends',
    formation: 'Marauding Brayherd',
    spellLore: 'Lore of the Twisted Wilds',
    regiments: [makeRegiment(general('Beastlord'), ['Bestigors', 'Bullgors']), makeRegiment('Great Bray-Shaman', ['Chaos Warhounds'])],
    ...cards(),
  }),
];

describe('legal lists on real data raise no list issue', () => {
  it.each(LEGAL_LISTS.map((list) => [`${list.faction} (${list.validator})`, list] as const))('%s', (_, list) => {
    const known = new Set(realArmy(list.faction).units.map((unit) => unit.name));
    expect(namesOf(list).filter((name) => !known.has(name))).toEqual([]);
    expect(listIssues(list)).toEqual([]);
  });

  it('covers at least six factions', () => {
    expect(new Set(LEGAL_LISTS.map((list) => list.faction.split(' - ')[0])).size).toBeGreaterThanOrEqual(6);
  });
});

describe('one step from legal, the list rules speak up', () => {
  const stormcast = LEGAL_LISTS[0]!;
  const withoutGeneral = stormcast.regiments.map((regiment) => ({ ...regiment, leader: { ...regiment.leader!, general: false } }));
  const cases: [string, Partial<ArmyList>, string[]][] = [
    ['no formation', { formation: null }, ['FORMATION_REQUIRED']],
    // Without a general no regiment is the general's, so the four-unit regiment is one too big.
    ['no general', { regiments: withoutGeneral }, ['GENERAL_MISSING', 'REGIMENT_TOO_BIG']],
    ['one card', { battleTacticCard2: null }, ['BATTLE_TACTICS_MISSING']],
    ['a Legends unit', { auxiliaryUnits: [makeUnit('Knight-Heraldor')] }, ['LEGENDS_UNIT']],
    ['a sixth regiment', { regiments: [...stormcast.regiments, ...Array.from({ length: 4 }, () => makeRegiment('Knight-Questor'))] }, ['TOO_MANY_REGIMENTS']],
    ['over the points cap', { pointsCap: 500 }, ['POINTS_OVER_CAP']],
  ];
  it.each(cases)('%s', (_, change, codes) => {
    expect(listIssues({ ...stormcast, ...change }).map((issue) => issue.code)).toEqual(codes);
  });
});
