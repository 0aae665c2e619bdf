// Whole lists of eight armies through every unit rule: legal lists stay free of
// errors, so no rule misreads the real data.
import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../../../test/builders.js';
import { loadRealGameData } from '../../../../test/real-game-data.js';
import type { ArmyList } from '../../../list/army-list.js';
import { validateList } from '../../validate-list.js';
import { UNIT_RULES } from './index.js';

const validate = (list: ArmyList) => validateList(list, loadRealGameData(), UNIT_RULES);
const general = (name: string, overrides: Parameters<typeof makeUnit>[1] = {}) => makeUnit(name, { general: true, ...overrides });

const LISTS: Record<string, ArmyList> = {
  'Stormcast Eternals': makeList('Stormcast Eternals', {
    spellLore: 'Lore of the Storm',
    manifestationLore: 'Forbidden Power',
    regiments: [
      makeRegiment(general('Knight-Arcanum', { heroicTrait: 'Shock and Awe', artifact: 'Mirrorshield' }), [
        makeUnit('Liberators', { reinforced: true, weapons: { Liberator: [{ name: 'Grandhammer', count: 2 }] } }),
        makeUnit('Vindictors', { enhancementChoices: { 'Scars of War': 'Uncaged Lightning' } }),
        'Gryph-hounds',
      ]),
      makeRegiment('Yndrasta, the Celestial Spear', ['Gardus Steel Soul', 'Prosecutors', 'Vanguard-Hunters']),
      makeRegiment('Neave Blacktalon', ["Neave's Companions", 'Lorai, Child of the Abyss', 'Vanguard-Raptors with Longstrike Crossbows']),
      makeRegiment('Knight-Draconis', ['Stormdrake Guard', 'Stormdrake Guard (1 model)', 'Stormdrake Guard']),
    ],
  }),
  'Kharadron Overlords': makeList('Kharadron Overlords', {
    regiments: [
      makeRegiment(general('Arkanaut Admiral', { heroicTrait: 'Bold as Brass', artifact: 'Voidstone Orb' }), [
        'Aether-Khemist',
        makeUnit('Arkanaut Company', {
          reinforced: true,
          weapons: {
            Arkanaut: [
              { name: 'Skypike', count: 2 },
              { name: 'Privateer Heavy Weapon', count: 4 },
            ],
          },
          enhancementChoices: { 'Artycle References': 'Artycle 15, Point 4' },
        }),
        makeUnit('Arkanaut Frigate', { enhancementChoices: { 'Great Endrinworks': 'Grandiose Fuselage' } }),
        'Arkanaut Ironclad',
      ]),
      makeRegiment('Codewright', ['Grundstok Thunderers', 'Skywardens', 'Grundstok Gunhauler']),
    ],
  }),
  "Kharadron Overlords - The Magnate's Crew": makeList("Kharadron Overlords - The Magnate's Crew", {
    regiments: [makeRegiment(general('Arkanaut Ironclad'), ['Grundstok Gunhauler', 'Skywardens']), makeRegiment('Null-Khemist', ['Endrinriggers'])],
  }),
  'Soulblight Gravelords': makeList('Soulblight Gravelords', {
    spellLore: 'Lore of Undeath',
    manifestationLore: 'Forbidden Power',
    regiments: [
      makeRegiment(general('Vampire Lord'), ['Deathrattle Skeletons', 'Blood Knights']),
      makeRegiment('Radukar the Wolf', ['Vyrkos Blood-born']),
      makeRegiment('Necromancer', ['Wight King', makeUnit('Deadwalker Zombies', { reinforced: true })]),
    ],
  }),
  'Ironjawz - Big Waaagh!': makeList('Ironjawz - Big Waaagh!', {
    spellLore: 'Spell Lore: Big Waaagh!',
    prayerLore: 'Prayer Lore: Big Waaagh!',
    manifestationLore: 'Manifestation Lore: Big Waaagh!',
    regiments: [
      makeRegiment(general('Megaboss'), ['Brutes', 'Ardboyz', 'Ardboy Big Boss']),
      makeRegiment('Kragnos, the End of Empires (Kruleboyz)', ['Gutrippaz', 'Hobgrot Slittaz']),
    ],
  }),
  'Slaves to Darkness - The Swords of Chaos': makeList('Slaves to Darkness - The Swords of Chaos', {
    regiments: [
      makeRegiment(general('Archaon, the Everchosen'), [
        makeUnit('Varanguard', { enhancementChoices: { 'First Circle Titles': 'The Grimroot Order' } }),
        makeUnit('Varanguard', { enhancementChoices: { 'First Circle Titles': 'The Hounds Apocalyptus' } }),
        makeUnit('Varanguard', { enhancementChoices: { 'First Circle Titles': 'Betrayers of the Anvilking' } }),
      ]),
    ],
  }),
  'Blades of Khorne': makeList('Blades of Khorne', {
    prayerLore: 'Blood Blessings of Khorne',
    regiments: [
      makeRegiment(general('Bloodsecrator', { heroicTrait: 'Skull Collector' }), [
        makeUnit('Blood Warriors', { enhancementChoices: { 'Brazen Mutations': 'Brass Flesh' } }),
        'Bloodreavers',
      ]),
    ],
    regimentOfRenown: 'Godmarked Ascendant',
    regimentOfRenownUnits: [makeUnit('Daemon Prince', { upgrades: ['Wings'], artifact: 'Collar of Contempt' })],
  }),
  Seraphon: makeList('Seraphon', {
    regiments: [
      makeRegiment(general('Saurus Oldblood', { heroicTrait: 'Beastmaster' }), ['Saurus Warriors', 'Terradon Riders']),
      makeRegiment('Terradon Chief', ['Terradon Riders (2 Models)', 'Terradon Riders']),
    ],
  }),
};

describe('every unit rule on legal lists of real armies', () => {
  for (const [name, list] of Object.entries(LISTS)) {
    it(`finds no error in ${name}`, () => {
      expect(validate(list).errors).toEqual([]);
    });
  }

  it('warns only where the player could still do more', () => {
    expect(validate(LISTS['Stormcast Eternals']!).warnings).toEqual([]);
    expect(validate(LISTS.Seraphon!).warnings).toEqual(['Warning: No artifact selected although a unit could take one.']);
  });
});
