// Facts read by hand from the XML of main (BSData 6c4bfee) and checked against the
// converted data: points, characteristics, keywords, enhancements, lores,
// formations, regiments of renown, battle tactic cards and the mapping guide's hard cases.
import { describe, expect, it } from 'vitest';

import type { Army, Unit } from '@scrolldex/rules/model';
import { loadRealGameData } from '@scrolldex/rules/test/real-game-data';

// The run's conversion of main (tooling/test-data, named by a hash of this converter's sources), not a conversion of
// its own: some 3.5 s of CPU.
const data = loadRealGameData();

function army(name: string): Army {
  const found = data.armies[name];
  if (!found) throw new Error(`No army ${name}`);
  return found;
}

function unit(armyName: string, unitName: string): Unit {
  const found = army(armyName).units.find((candidate) => candidate.name === unitName);
  if (!found) throw new Error(`No unit ${unitName} in ${armyName}`);
  return found;
}

describe('unit points as the faction catalogues set them', () => {
  it.each([
    ['Stormcast Eternals', 'Liberators', 90],
    ['Seraphon', 'Saurus Warriors', 140],
    ['Skaven', 'Clanrats', 150],
    ['Kharadron Overlords', 'Arkanaut Company', 80],
    ['Ironjawz', 'Ardboyz', 160],
    ['Nighthaunt', 'Chainrasps', 100],
    ['Sylvaneth', 'Dryads', 100],
    ['Lumineth Realm-lords', 'Vanari Auralan Wardens', 120],
    ['Blades of Khorne', 'Bloodletters', 150],
    ['Soulblight Gravelords', 'Deathrattle Skeletons', 90],
    ['Idoneth Deepkin', 'Namarti Thralls', 90],
    ['Maggotkin of Nurgle', 'Plaguebearers', 130],
    ['Daughters of Khaine', 'Witch Aelves', 120],
    ['Hedonites of Slaanesh', 'Daemonettes', 110],
    ['Flesh-eater Courts', 'Cryptguard', 120],
    ['Ossiarch Bonereapers', 'Mortek Guard', 110],
    ['Ogor Mawtribes', 'Frostlord on Thundertusk', 280],
    ["Sons of Behemat - King Brodd's Stomp", 'Gatebreaker Mega-Gargant (Scourge of Aqshy)', 490],
  ])('%s: %s costs %i', (armyName, unitName, points) => {
    expect(unit(armyName, unitName).points).toBe(points);
  });
});

describe('warscrolls', () => {
  it('Liberators: characteristics, models, weapons and the Grandhammer option', () => {
    const liberators = unit('Stormcast Eternals', 'Liberators');
    expect([liberators.move, liberators.health, liberators.save, liberators.control]).toEqual(['5"', '2', '3+', '1']);
    expect(liberators.type).toBe('Infantry');
    expect(liberators.canBeReinforced).toBe(true);
    expect(liberators.commandModels).toEqual(['Champion']);
    const [model] = liberators.models;
    expect(model).toMatchObject({ name: 'Liberator', min: 5, max: 5, baseSize: '40mm' });
    expect(model!.weapons.basic.map((weapon) => weapon.name)).toEqual(['Warhammer']);
    expect(model!.weapons.advanced).toEqual([expect.objectContaining({ name: 'Grandhammer', max: 1, replaces: ['Warhammer'] })]);
    expect(model!.weapons.advanced[0]!.weapons[0]).toMatchObject({
      attacks: '2',
      hit: '3+',
      wound: '3+',
      rend: '1',
      damage: '2',
      abilities: ['Crit (Mortal)'],
    });
    expect(liberators.abilities.map((ability) => ability.name)).toEqual(['Stalwart Defenders']);
  });

  it('Chainrasps: a ward from the WARD keyword, and FLY', () => {
    const chainrasps = unit('Nighthaunt', 'Chainrasps');
    expect(chainrasps.ward).toBe('5+');
    expect(chainrasps.keywords).toEqual(expect.arrayContaining(['FLY', 'NIGHTHAUNT', 'WARD (5+)']));
  });

  it('Knight-Arcanum: a hero and wizard who may take heroic traits and artefacts', () => {
    const knight = unit('Stormcast Eternals', 'Knight-Arcanum');
    expect(knight.type).toBe('Hero');
    expect(knight.keywords).toEqual(expect.arrayContaining(['HERO', 'WIZARD (1)', 'WARRIOR CHAMBER']));
    expect([...knight.enhancementTables].sort()).toEqual(['Artefacts of Power', 'Heroic Traits']);
    expect(knight.points).toBe(120);
  });

  it('Arkanaut Company: two weapon options that replace the basic weapons', () => {
    const company = unit('Kharadron Overlords', 'Arkanaut Company');
    expect(company.models[0]!.weapons.advanced.map((option) => [option.name, option.max, option.replaces])).toEqual([
      ['Skypike', 1, ['Privateer Pistol', 'Arkanaut Hand Weapon']],
      ['Privateer Heavy Weapon', 2, ['Privateer Pistol']],
    ]);
  });

  it('Brutes: a weapon capped per unit (not per model) is an option replacing the basic one', () => {
    const brute = unit('Ironjawz', 'Brutes').models[0]!;
    expect(brute.weapons.basic.map((weapon) => weapon.name)).toEqual(['Brute Weapons']);
    expect(brute.weapons.advanced.map((option) => [option.name, option.max, option.replaces])).toEqual([['Gore-choppa', 1, ['Brute Weapons']]]);
  });

  it('Daemon Prince: unit-wide option sets for wargear and the Mark of Chaos', () => {
    const prince = unit('Slaves to Darkness', 'Daemon Prince');
    expect(prince.optionSets.map((set) => [set.name, set.options.map((option) => option.name)])).toEqual([
      ['Wargear Options', ['Wings', 'Trophy Rack']],
      ['Mark of Chaos', ['Pledged to Tzeentch', 'Pledged to Slaanesh', 'Pledged to Nurgle', 'Pledged to Khorne']],
    ]);
  });

  it('undersize units: a one-model Dracothian Guard Concussors at its own cost', () => {
    const undersize = unit('Stormcast Eternals', 'Dracothian Guard Concussors (1 model)');
    expect(undersize).toMatchObject({ points: 120, isUndersize: true, canBeReinforced: false });
    expect(undersize.models[0]).toMatchObject({ min: 1, max: 1 });
    expect(unit('Stormcast Eternals', 'Dracothian Guard Concussors').models[0]).toMatchObject({ min: 2, max: 2 });
  });

  it("companion units cost nothing: Neave's Companions", () => {
    expect(unit('Stormcast Eternals', "Neave's Companions").points).toBe(0);
  });

  it('faction terrain with a cost: the Zontari Endrin Dock of the Kharadron Overlords', () => {
    const dock = unit('Kharadron Overlords', 'Zontari Endrin Dock');
    expect(dock).toMatchObject({ type: 'Terrain', points: 20 });
  });
});

describe('armies of renown and stubs', () => {
  it('a stub army of renown reads its content from the shared library: Ironjawz - Big Waaagh!', () => {
    const bigWaaagh = army('Ironjawz - Big Waaagh!');
    expect(bigWaaagh).toMatchObject({ isArmyOfRenown: true, parentArmy: 'Ironjawz', alliance: 'DESTRUCTION' });
    const names = bigWaaagh.units.map((candidate) => candidate.name);
    // Kragnos is linked twice, once counting as each faction, and named for it.
    expect(names).toEqual(expect.arrayContaining(['Kragnos, the End of Empires (Kruleboyz)', 'Kragnos, the End of Empires (Ironjawz)', 'Ardboyz']));
    expect(
      army('Kruleboyz - Big Waaagh!')
        .units.map((candidate) => candidate.name)
        .sort(),
    ).toEqual([...names].sort());
  });

  it('armies of renown nest under their army and keep the Legends flag of their name', () => {
    expect(army('Cities of Sigmar').armiesOfRenown).toEqual(
      expect.arrayContaining([
        { name: 'Cities of Sigmar - Lethis', legends: true },
        { name: 'Cities of Sigmar - The Iron March', legends: false },
      ]),
    );
  });

  it('an army of renown adds its own keyword to its units (Gorechosen Champions)', () => {
    expect(unit('Blades of Khorne - Gorechosen Champions', 'Mighty Lord of Khorne').keywords).toContain('GORECHOSEN CHAMPIONS');
  });
});

describe('enhancements, lores and formations', () => {
  it('Stormcast Eternals enhancement tables with points', () => {
    const tables = Object.fromEntries(army('Stormcast Eternals').enhancementTables.map((table) => [table.name, table]));
    const points = (table: string) =>
      Object.fromEntries(tables[table]!.sets.flatMap((set) => set.enhancements.map((enhancement) => [enhancement.name, enhancement.points])));
    expect(points('Heroic Traits')).toEqual({ 'Staunch Defender': 0, 'Envoy of the Heavens': 20, 'Shock and Awe': 0 });
    expect(points('Scars of War')).toEqual({ 'Uncaged Lightning': 20, 'Veterans of Amberstone Watch': 10, 'Pyrotechnic Souls': 10 });
    expect(tables['Heroic Traits']!.kind).toBe('heroicTraits');
    expect(tables['Artefacts of Power']!.kind).toBe('artefacts');
  });

  it('First Circle Titles: up to 3 per list, with the restriction text', () => {
    const table = army('Slaves to Darkness - The Swords of Chaos').enhancementTables.find((candidate) => candidate.name === 'First Circle Titles')!;
    expect(table.maxPerList).toBe(3);
    expect(table.restrictionText).toMatch(/^You can include up to 3 First Circle Title enhancements/);
  });

  it('Cities of Sigmar: the battletome and Scourge of Aqshy sets of Sentinels of Order stay apart', () => {
    const heroicTraits = army('Cities of Sigmar').enhancementTables.find((table) => table.name === 'Heroic Traits')!;
    expect(heroicTraits.sets.map((set) => [set.name, set.publicationId])).toEqual([
      ['Sentinels of Order', 'a746-732d-1a22-460'],
      ['Sentinels of Order', '9e18-bb03-7b60-d4ff'],
    ]);
  });

  it('Stormcast Eternals lores: Lore of the Storm with Lightning Blast (casting value 5)', () => {
    const lore = army('Stormcast Eternals').lores.spell.find((candidate) => candidate.name === 'Lore of the Storm')!;
    const blast = lore.abilities.find((ability) => ability.name === 'Lightning Blast')!;
    expect(blast).toMatchObject({ type: 'Spell', castingValue: 5, timing: 'Your Hero Phase', keywords: ['SPELL', 'UNLIMITED'] });
    expect(army('Stormcast Eternals').lores.prayer.map((candidate) => candidate.name)).toEqual(['Prayers of the Stormhosts']);
  });

  it('a prayer lore linked straight to its body: The Iron March', () => {
    expect(army('Cities of Sigmar - The Iron March').lores.prayer.map((lore) => lore.name)).toEqual(['Prayer Lore: The Iron March']);
  });

  it('universal manifestation lores with their points and summoned units', () => {
    const lores = Object.fromEntries(data.universalManifestations.map((lore) => [lore.name, lore]));
    expect(lores['Forbidden Power']).toMatchObject({
      points: 20,
      units: ['Horrorghast', 'Lauchon the Soulseeker', 'Shards of Valagharr', 'Soulscream Bridge'],
    });
    expect(lores['Primal Energy']!.points).toBe(10);
    expect(data.universalUnits).toHaveLength(18);
    expect(army('Daughters of Khaine').lores.manifestation.map((lore) => lore.name)).toContain('Forbidden Power');
  });

  it('faction manifestations are warscrolls of the army, tied to their lore', () => {
    expect(unit('Stormcast Eternals', 'Everblaze Comet')).toMatchObject({ type: 'Manifestation', summonedBy: 'Manifestations of the Storm' });
  });

  it('Scourge of Ghyran lores and formations are gone in 2026-27 (Bloodshadow Rites, Veteran Cannoneers)', () => {
    expect(army('Daughters of Khaine').lores.prayer.map((lore) => lore.name)).toEqual(['Prayers of the Khainite Cult']);
    expect(army('Cities of Sigmar').battleFormations.map((formation) => formation.name)).not.toContain('Veteran Cannoneers');
  });

  it('battle formations with points and the Legends flag', () => {
    const formations = (name: string) => Object.fromEntries(army(name).battleFormations.map((formation) => [formation.name, formation]));
    expect(formations('Nighthaunt')['Quicksilver Gheists']!.points).toBe(40);
    expect(formations('Kharadron Overlords')['Pioneers and Scavengers']!.points).toBe(10);
    expect(formations('Stormcast Eternals')['Sacrosanct Convocation']).toMatchObject({ points: 0, legends: true });
  });

  it('battle traits of an army', () => {
    expect(army('Stormcast Eternals').battleTraits[0]!.abilities.map((ability) => ability.name)).toEqual([
      'Heavens-sent',
      'Their Finest Hour',
      'Scions of the Storm',
      'The Celestial Realm',
    ]);
  });
});

describe('regiments of renown and battle tactic cards', () => {
  it('Bundo Whalebiter: 400 points, one Kraken-eater, selectable in Kruleboyz', () => {
    const bundo = data.regimentsOfRenown.find((regiment) => regiment.name === 'Bundo Whalebiter')!;
    expect(bundo.points).toBe(400);
    expect(bundo.units.map(({ count, unit: member }) => [count, member.name])).toEqual([[1, 'Kraken-eater Mega-Gargant']]);
    expect(bundo.selectableIn).toContain('Kruleboyz');
    expect(bundo.sourceArmies).toEqual(['Sons of Behemat']);
    expect(bundo.abilities.map((ability) => ability.name)).toEqual(['Dead Cunning, for a Gargant', 'Timberrrrr!']);
    expect(army('Kruleboyz').regimentsOfRenown).toContain('Bundo Whalebiter');
  });

  it("Neferata's Royal Echelon: units with counts", () => {
    const echelon = data.regimentsOfRenown.find((regiment) => regiment.name === "Neferata's Royal Echelon")!;
    expect(echelon.units.map(({ count, unit: member }) => [member.name, count])).toEqual(expect.arrayContaining([['Deathrattle Skeletons', 2]]));
  });

  it('every battle tactic card has its three tactics, each named and described', () => {
    expect(data.battleTacticCards).toHaveLength(6);
    for (const card of data.battleTacticCards) {
      for (const tactic of [card.affray, card.strike, card.domination]) {
        expect(tactic.name, card.name).not.toBe('');
        expect(tactic.description, card.name).not.toBe('');
      }
    }
  });

  it('core rules of the game system: keyword abilities and the current Place of Power', () => {
    expect(data.coreRules.keywordAbilities.map((entry) => entry.ability.name)).toEqual(['Guarded Hero', 'Ward Save', 'Fly', 'Beast']);
    expect(data.coreRules.terrainAbilities.map((rule) => rule.name)).toEqual(['Cover', 'Impassable', 'Obscuring', 'Place of Power', 'Unstable']);
    expect(data.coreRules.placeOfPower?.name).toBe('Activate Place of Power');
  });
});
