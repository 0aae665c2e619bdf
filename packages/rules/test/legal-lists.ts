// Legal 2000-point matched-play lists of real armies, built from the current
// converted game data: each has a general leading a regiment its battle profile
// admits, a formation (armies of renown have none), the free lores its wizards
// and priests want, two different battle tactic cards and enhancements. Shared
// by the validation tests and the validation benchmark, so this module stays
// free of test-runner imports.
import type { ArmyList, ListUnit } from '../src/list/army-list.js';
import { makeList, makeRegiment, makeUnit } from './builders.js';

export type LegalList = {
  list: ArmyList;
  /** Points as the list's army data prices it, worked out by hand. */
  points: number;
  /** The warnings full validation gives, in order: what the player deliberately left out. */
  warnings: readonly string[];
};

export const NO_ARTIFACT_WARNING = 'Warning: No artifact selected although a unit could take one.';

type Overrides = Partial<ListUnit>;

const general = (name: string, overrides: Overrides = {}) => makeUnit(name, { general: true, ...overrides });
const reinforced = (name: string, overrides: Overrides = {}) => makeUnit(name, { reinforced: true, ...overrides });

/** Battle tactic cards of the General's Handbook 2026-27 (data.battleTacticCards). */
const cards = (first: string, second: string) => ({ battleTacticCard1: first, battleTacticCard2: second });

function legalList(faction: string, overrides: Partial<ArmyList>): ArmyList {
  const slug = faction.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return makeList(faction, { id: `legal-${slug}`, name: `Legal ${faction}`, ...overrides });
}

export const LEGAL_LISTS: readonly LegalList[] = [
  {
    // The Slaughter Queen's regiment takes a High Gladiatrix as its one hero; 'Boons of Shadow' on the Witch Aelves.
    points: 300 + 240 + 220 + 120 + 120 + 270 + 160 + 150 + 100 + 110 + 150 + 20 + 10,
    warnings: [],
    list: legalList('Daughters of Khaine', {
      formation: 'Cold-Hearted Murderers',
      spellLore: 'Lore of Shadows',
      prayerLore: 'Prayers of the Khainite Cult',
      manifestationLore: 'Manifestations of Khaine',
      factionTerrain: 'Shrine of Dark Tribute',
      regiments: [
        makeRegiment(general('Slaughter Queen on Cauldron of Blood', { heroicTrait: 'Murderous Duellist' }), [
          reinforced('Witch Aelves', { enhancementChoices: { 'Boons of Shadow': 'Talismans of Shadow' } }),
          reinforced('Sisters of Slaughter'),
          makeUnit('High Gladiatrix', { artifact: 'Crimson Draught' }),
          'Witch Aelves',
        ]),
        makeRegiment('Bloodwrack Shrine', ['Blood Sisters', 'Blood Stalkers', 'Khinerai Heartrenders']),
        makeRegiment('Hag Queen', ['Doomfire Warlocks']),
      ],
      ...cards('Blazing Onslaught', 'Siege of Ashes'),
    }),
  },
  {
    // Army of renown: no formation. Bastian must be included and is the required general; as a Warmaster
    // he also satisfies the rule that one of the list's Warmasters (Yndrasta too) is the general.
    points: 190 + 100 + 360 + 240 + 130 + 270 + 130 + 120 + 130 + 120 + 120 + 20,
    warnings: [],
    list: legalList('Stormcast Eternals - Heroes of the First-Forged', {
      factionTerrain: 'Stormreach Portal',
      manifestationLore: 'Manifestation Lore: Heroes of the First-Forged',
      regiments: [
        makeRegiment(general('Lord-Commander Bastian Carthalos'), [
          makeUnit('Knight-Vexillor', { artifact: 'Shield of Skjordamar' }),
          reinforced('Annihilators with Meteoric Grandhammers'),
          reinforced('Praetors'),
          'Annihilators',
        ]),
        makeRegiment('Yndrasta, the Celestial Spear', ['Knight-Judicator with Gryph-hounds', 'Praetors', 'Annihilators']),
        makeRegiment(makeUnit('Lord-Relictor', { heroicTrait: 'Thegn of Bellicos' }), ['Praetors']),
      ],
      ...cards('Flanking Firestorm', 'Smokescreen'),
    }),
  },
  {
    // A formation that costs points (Warhost of Duality, 20).
    points: 150 + 130 + 240 + 200 + 100 + 120 + 260 + 310 + 130 + 150 + 150 + 10 + 20,
    warnings: [],
    list: legalList('Lumineth Realm-lords', {
      formation: 'Warhost of Duality',
      spellLore: 'Lore of Hysh',
      manifestationLore: 'Manifestations of Hysh',
      factionTerrain: 'Shrine Luminor',
      regiments: [
        makeRegiment(general('Vanari Lord Regent on Lightcourser', { heroicTrait: 'Flawless Commander' }), [
          makeUnit('Vanari Bannerblade', { artifact: 'Phoenix Stone' }),
          reinforced('Vanari Auralan Wardens', { enhancementChoices: { 'Flawless Manoeuvres': 'Perfect Footwork' } }),
          'Vanari Dawnriders',
          'Vanari Starshard Ballista',
        ]),
        makeRegiment('Alarith Stonemage', [reinforced('Alarith Stoneguard'), 'Alarith Spirit of the Mountain']),
        makeRegiment('Scinari Cathallar', ['Vanari Bladelords', 'Ydrilan Riverblades']),
      ],
      ...cards('Burning for Vengeance', 'Legend of the Parch'),
    }),
  },
  {
    // The Akhelian King takes one Akhelian Raidmaster or Isharann Emissary, not one of each.
    points: 140 + 90 + 100 + 320 + 170 + 340 + 110 + 180 + 160 + 100 + 90 + 110 + 10,
    warnings: [],
    list: legalList('Idoneth Deepkin', {
      formation: 'Isharann Council',
      spellLore: 'Lore of the Deeps',
      manifestationLore: 'Lore of the Abyss',
      factionTerrain: 'Gloomtide Shipwreck',
      regiments: [
        makeRegiment(general('Akhelian King', { heroicTrait: 'Nightmare Legacy' }), [
          makeUnit('Akhelian Thrallmaster', { artifact: 'Dritchleech' }),
          reinforced('Akhelian Morrsarr Guard', { enhancementChoices: { 'Ethersea Companions': 'Stonefoot Anemone' } }),
          'Akhelian Ishlaen Guard',
          'Akhelian Allopex',
        ]),
        makeRegiment('Eidolon of Mathlann, Aspect of the Sea', ['Isharann Soulscryer', 'Namarti Reavers', reinforced('Namarti Thralls')]),
        makeRegiment('Isharann Tidecaster', ['Namarti Thralls', 'Namarti Reavers']),
      ],
      ...cards('Smokescreen', 'Blazing Onslaught'),
    }),
  },
  {
    // A regiment of renown from another army (Cities of Sigmar duardin); its Runelord is a priest.
    points: 280 + 110 + 210 + 200 + 240 + 100 + 110 + 100 + 170 + 120 + 330 + 10,
    warnings: [],
    list: legalList('Sylvaneth', {
      formation: 'Glade Defenders',
      spellLore: 'Lore of the Deepwood',
      prayerLore: 'Lore of the Spirit-Song',
      manifestationLore: 'Manifestations of the Deepwood',
      factionTerrain: 'Awakened Wyldwood',
      regiments: [
        makeRegiment(general('Treelord Ancient', { heroicTrait: 'Spellsinger' }), [
          makeUnit('Arch-Revenant', { artifact: 'Wychwood Glaive' }),
          'Kurnoth Hunters with Kurnoth Greatswords',
          reinforced('Dryads', { enhancementChoices: { 'Aspects of the Deepwoods': 'Aspect of Ironbark' } }),
          'Treelord',
        ]),
        makeRegiment('Branchwych', ['Tree-Revenants', 'Spite-Revenants']),
        makeRegiment('Warsong Revenant', ['Gossamid Archers']),
      ],
      regimentOfRenown: "Norgrimm's Rune Throng",
      regimentOfRenownUnits: [makeUnit('Longbeards'), makeUnit('Irondrakes'), makeUnit('Runelord')],
      ...cards('Siege of Ashes', 'Flanking Firestorm'),
    }),
  },
  {
    points: 180 + 300 + 170 + 240 + 250 + 140 + 220 + 200 + 140 + 110 + 10,
    warnings: [],
    list: legalList('Ossiarch Bonereapers', {
      formation: 'Ruthless Legion',
      spellLore: 'Lore of Ossian Sorcery',
      manifestationLore: 'Horrors of the Necropolis',
      factionTerrain: 'Bone-tithe Nexus',
      regiments: [
        makeRegiment(general('Liege-Kavalos', { heroicTrait: 'Immaculate Defender' }), [
          reinforced('Kavalos Deathriders'),
          'Immortis Guard',
          'Morghast Harbingers',
          'Mortek Crawler',
        ]),
        makeRegiment(makeUnit('Mortisan Soulmason', { artifact: 'Soulweb Gem' }), [
          reinforced('Mortek Guard', { enhancementChoices: { 'Mortisan Refinements': 'Elongated Tibias' } }),
          'Gothizzar Harvester',
        ]),
        makeRegiment('Mortisan Boneshaper', ['Mortek Guard']),
      ],
      ...cards('Legend of the Parch', 'Smokescreen'),
    }),
  },
  {
    // Quicksilver Gheists costs 40 points; the Guardian of Souls takes its one Black Coach.
    points: 160 + 160 + 380 + 200 + 150 + 100 + 200 + 110 + 100 + 150 + 200 + 10 + 40,
    warnings: [],
    list: legalList('Nighthaunt', {
      formation: 'Quicksilver Gheists',
      spellLore: 'Lore of the Underworlds',
      manifestationLore: 'Infernal Sorceries',
      factionTerrain: 'Nexus of Grief',
      regiments: [
        makeRegiment(general('Knight of Shrouds on Ethereal Steed', { heroicTrait: 'Shadowy Aura' }), [
          makeUnit('Lord Executioner', { artifact: 'Ethereal Fetters' }),
          reinforced('Grimghast Reapers'),
          reinforced('Chainrasps', { enhancementChoices: { 'Crimes of the Condemned': 'Vociferous Defamers' } }),
          'Hexwraiths',
        ]),
        makeRegiment('Guardian of Souls', ['Black Coach', 'Spirit Hosts', 'Myrmourn Banshees']),
        makeRegiment('Krulghast Cruciator', ['Bladegheist Revenants']),
      ],
      ...cards('Blazing Onslaught', 'Burning for Vengeance'),
    }),
  },
  {
    // Exactly 2000. No artefact on purpose: the list warns about it. The Lord of Afflictions allows
    // one single-model Pusgoyle Blightlords; Morbid Conjuration (20) is a universal manifestation lore.
    points: 380 + 90 + 260 + 100 + 150 + 170 + 190 + 110 + 130 + 140 + 120 + 130 + 20 + 10,
    warnings: [NO_ARTIFACT_WARNING],
    list: legalList('Maggotkin of Nurgle', {
      formation: 'Tallyband of Nurgle',
      spellLore: 'Lore of Malignance',
      prayerLore: 'Benedictions of Sickness',
      manifestationLore: 'Morbid Conjuration',
      factionTerrain: 'Feculent Gnarlmaw',
      regiments: [
        makeRegiment(general('Great Unclean One', { heroicTrait: 'Overpowering Stench' }), [
          'Poxbringer, Herald of Nurgle',
          reinforced('Plaguebearers', { enhancementChoices: { "Plaguefather's Poxes": 'Chuckling Murrain' } }),
          'Beast of Nurgle',
          'Plague Drones',
        ]),
        makeRegiment('Lord of Afflictions', ['Pusgoyle Blightlords', 'Pusgoyle Blightlords (1 Model)', 'Putrid Blightkings']),
        makeRegiment('Harbinger of Decay', ['Lord of Plagues', 'Putrid Blightkings']),
      ],
      ...cards('Siege of Ashes', 'Legend of the Parch'),
    }),
  },
  {
    // The artefact costs 10; the Bladebringer leads war machines only.
    points: 420 + 100 + 220 + 170 + 150 + 120 + 120 + 140 + 120 + 130 + 130 + 80 + 10 + 10,
    warnings: [],
    list: legalList('Hedonites of Slaanesh', {
      formation: 'Depraved Carnival',
      spellLore: 'Lore of Extravagance',
      manifestationLore: 'Manifestations of Depravity',
      factionTerrain: 'Fane of Slaanesh',
      regiments: [
        makeRegiment(general('Keeper of Secrets', { heroicTrait: 'Incensed' }), [
          makeUnit('Infernal Enrapturess, Herald of Slaanesh', { artifact: 'The Rod Of Misrule' }),
          reinforced('Daemonettes'),
          'Slickblade Seekers',
          'Fiends',
        ]),
        makeRegiment('Shardspeaker of Slaanesh', [
          'Lord of Pain',
          'Blissbarb Archers',
          makeUnit('Symbaresh Twinsouls', { enhancementChoices: { 'All-consuming Obsessions': 'Obsession with Pain' } }),
        ]),
        makeRegiment('Bladebringer, Herald on Exalted Chariot', ['Hellflayer', 'Seeker Chariot']),
      ],
      ...cards('Flanking Firestorm', 'Burning for Vengeance'),
    }),
  },
  {
    // Mega-Gargants lead each other (Eager Lout); no wizard or priest, so no lores.
    points: 470 + 450 + 120 + 120 + 350 + 410,
    warnings: [],
    list: legalList('Sons of Behemat', {
      formation: 'Taker Tribe',
      regiments: [
        makeRegiment(general('Beast-smasher Mega-Gargant', { heroicTrait: 'Furious Temper' }), [
          makeUnit('Warstomper Mega-Gargant', { artifact: 'Glowy Lantern' }),
          makeUnit('Mancrusher Gargant', { enhancementChoices: { 'Cracked Heels': 'Up For It' } }),
          'Mancrusher Gargant',
          'Mancrusher Mob',
        ]),
        makeRegiment('Kraken-eater Mega-Gargant'),
      ],
      ...cards('Smokescreen', 'Siege of Ashes'),
    }),
  },
  {
    // Every regiment is full, so the auxiliary Hobgrot Slittaz could join none (no warning).
    points: 240 + 80 + 300 + 100 + 130 + 120 + 150 + 140 + 120 + 180 + 130 + 100 + 80 + 70 + 20,
    warnings: [],
    list: legalList('Kruleboyz', {
      formation: 'Kruleboyz Klaw',
      spellLore: 'Lore of the Swamp',
      manifestationLore: 'Manifestations of Gorkamorka',
      factionTerrain: 'Skaregob Totem',
      regiments: [
        makeRegiment(general('Killaboss on Corpse-rippa Vulcha', { heroicTrait: 'Slippery Skumbag' }), [
          makeUnit('Murknob with Belcha-banna', { artifact: "Mork's Eye Pebble" }),
          reinforced('Gutrippaz'),
          'Man-skewer Boltboyz',
          'Beast-skewer Killbow',
        ]),
        makeRegiment('Swampcalla Shaman with Pot-grot', ['Gutrippaz', reinforced('Hobgrot Slittaz'), 'Kruleboyz Monsta-killaz']),
        makeRegiment(makeUnit('Breaka-boss on Mirebrute Troggoth', { enhancementChoices: { 'Monstrous Traits': "Quick 'Un" } }), [
          'Marshcrawla Sloggoth',
          'Man-skewer Boltboyz',
          'Killaboss with Stab-grot',
        ]),
      ],
      auxiliaryUnits: [makeUnit('Hobgrot Slittaz')],
      ...cards('Legend of the Parch', 'Blazing Onslaught'),
    }),
  },
  {
    // No faction terrain in this army's data; an Accursed Device on a war machine; a full-regiment auxiliary.
    points: 290 + 80 + 180 + 190 + 130 + 10 + 120 + 130 + 90 + 140 + 80 + 150 + 180 + 70 + 110 + 10,
    warnings: [],
    list: legalList('Helsmiths of Hashut', {
      formation: 'Castigation Battery',
      spellLore: 'Lore of Infernal Power',
      prayerLore: 'Prayers of the Scorched Sect',
      manifestationLore: 'Primal Energy',
      regiments: [
        makeRegiment(general('Daemonsmith on Infernal Taurus', { heroicTrait: 'An Eye for Weakness' }), [
          makeUnit('War Despot', { artifact: 'Gem of Utorak' }),
          reinforced('Infernal Cohort with Hashutite Spears'),
          'Bull Centaurs',
          makeUnit('Tormentor Bombard', { enhancementChoices: { 'Accursed Devices': 'Earthwrack Stabilisers' } }),
        ]),
        makeRegiment('Ashen Elder', ['Anointed Sentinels', 'Infernal Razers with Flamehurlers', 'Deathshrieker Rocket Battery']),
        makeRegiment('Daemonsmith', ['Dominator Engine with Bane Maces', reinforced('Infernal Cohort with Hashutite Blades'), 'Hobgrot Vandalz']),
      ],
      auxiliaryUnits: [makeUnit('Infernal Razers with Blunderbusses')],
      ...cards('Burning for Vengeance', 'Smokescreen'),
    }),
  },
  {
    // Five regiments with the regiment of renown (Gotrek); one Stormdrake Guard (1 model) for the Knight-Draconis.
    points: 160 + 180 + 90 + 150 + 110 + 110 + 90 + 120 + 230 + 160 + 120 + 130 + 320 + 20 + 10,
    warnings: [],
    list: legalList('Stormcast Eternals', {
      formation: 'Thunderhead Host',
      spellLore: 'Lore of the Storm',
      prayerLore: 'Prayers of the Stormhosts',
      manifestationLore: 'Manifestations of the Storm',
      factionTerrain: 'Stormreach Portal',
      regiments: [
        makeRegiment(general('Lord-Vigilant on Morrgryph', { heroicTrait: 'Staunch Defender' }), [
          reinforced('Vindictors', { enhancementChoices: { 'Scars of War': 'Veterans of Amberstone Watch' } }),
          'Liberators',
          'Prosecutors',
        ]),
        makeRegiment(makeUnit('Lord-Veritant', { artifact: 'Null Pendant' }), ['Knight-Azyros', 'Gryph-hounds', 'Praetors']),
        makeRegiment('Knight-Draconis', ['Stormdrake Guard (1 model)']),
        makeRegiment('Knight-Arcanum', ['Annihilators']),
      ],
      regimentOfRenown: 'Gotrek Gurnisson',
      regimentOfRenownUnits: [makeUnit('Gotrek Gurnisson')],
      ...cards('Blazing Onslaught', 'Legend of the Parch'),
    }),
  },
  {
    // Army of renown whose required general is Belthanos; the enhancements are its own one-entry tables.
    points: 290 + 110 + 460 + 200 + 180 + 110 + 210 + 380,
    warnings: [],
    list: legalList('Sylvaneth - The Evergreen Hunt', {
      factionTerrain: 'Awakened Wyldwood',
      regiments: [
        makeRegiment(general('Belthanos, First Thorn of Kurnoth'), [
          makeUnit('Arch-Revenant', { heroicTrait: 'Sapwood Leader' }),
          reinforced('Spiterider Lancers'),
          'Kurnoth Hunters with Kurnoth Scythes',
          'Revenant Seekers',
        ]),
        makeRegiment(makeUnit('Arch-Revenant', { artifact: 'Heartwood Hunting Horn' }), [
          'Kurnoth Hunters with Kurnoth Greatswords',
          reinforced('Kurnoth Hunters with Kurnoth Greatbows'),
        ]),
      ],
      ...cards('Siege of Ashes', 'Burning for Vengeance'),
    }),
  },
];
