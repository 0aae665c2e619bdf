import { beforeAll, describe, expect, it } from 'vitest';

import type { RegimentOfRenown } from '@scrolldex/rules/model';

import { buildArmyNameById } from '../armies/army-name-by-id.js';
import { findPlayableCatalogues } from '../armies/playable-catalogues.js';
import type { ConversionWarning } from '../report/warning-report.js';
import { loadRealDataSet } from '../../test/load-real-data-set.js';
import { readRegimentsOfRenown } from './read-regiments-of-renown.js';

/** What the caller passes: every playable catalogue's name, and for stubs their þ library's id too. */
describe('readRegimentsOfRenown on main (General’s Handbook 2026-27)', () => {
  let regiments: RegimentOfRenown[];
  let warnings: ConversionWarning[];
  const byName = (name: string) => {
    const found = regiments.find((regiment) => regiment.name === name);
    if (!found) throw new Error(`No regiment of renown named ${name}`);
    return found;
  };

  beforeAll(async () => {
    const dataSet = await loadRealDataSet();
    const before = dataSet.report.warnings.length;
    regiments = readRegimentsOfRenown(dataSet, buildArmyNameById(findPlayableCatalogues(dataSet)));
    warnings = dataSet.report.warnings.slice(before);
  });

  it('offers the 77 regiments the current handbook links, keyed by force id', () => {
    expect(regiments).toHaveLength(77);
    expect(new Set(regiments.map((regiment) => regiment.id)).size).toBe(77);
    // Renown forces of other seasons are not offered.
    for (const name of ['The Realmstone Innovator', 'The Warped Saboteur', 'The Weird-Crafta', 'Regiment of Ghyran']) {
      expect(regiments.map((regiment) => regiment.name)).not.toContain(name);
    }
  });

  it('reads Bundo Whalebiter: 400 points, offered to Kruleboyz and the other armies its force names', () => {
    const bundo = byName('Bundo Whalebiter');
    expect(bundo).toMatchObject({ id: 'fb09-ac57-e70e-716d', points: 400, legends: false, sourceArmies: ['Sons of Behemat'] });
    expect([...bundo.selectableIn].sort()).toEqual([
      'Bonesplitterz',
      'Cities of Sigmar',
      'Daughters of Khaine',
      'Fyreslayers',
      'Gloomspite Gitz',
      'Idoneth Deepkin',
      'Ironjawz',
      'Kharadron Overlords',
      'Kruleboyz',
      'Lumineth Realm-lords',
      'Ogor Mawtribes',
      'Seraphon',
      'Stormcast Eternals',
      'Sylvaneth',
    ]);
    expect(bundo.units.map(({ count, unit }) => [unit.name, count, unit.points])).toEqual([['Kraken-eater Mega-Gargant', 1, 0]]);
    expect(bundo.abilities.map((ability) => ability.name)).toEqual(['Dead Cunning, for a Gargant', 'Timberrrrr!']);
  });

  it('reads unit counts from the modifier group of the regiment’s force', () => {
    const echelon = byName("Neferata's Royal Echelon");
    expect(echelon.units.map(({ count, unit }) => [unit.name, count])).toEqual([
      ['Neferata, Mortarch of Blood', 1],
      ['Deathrattle Skeletons', 2],
      ['Barrow Knights', 1],
    ]);
    expect(byName("Da Kountin' Krew").units.find(({ unit }) => unit.name === 'Hobgrot Slittaz')?.count).toBe(2);
  });

  it('converts the units as the regiment fields them: full warscrolls, no points, no bookkeeping keywords', () => {
    const skeletons = byName("Neferata's Royal Echelon").units.find(({ unit }) => unit.name === 'Deathrattle Skeletons')!.unit;
    expect(skeletons.models.length).toBeGreaterThan(0);
    expect(skeletons.keywords).toContain('DEATHRATTLE');
    for (const regiment of regiments) {
      for (const { unit } of regiment.units) {
        if (regiment.name !== 'Heroes of the Jade Abbey') expect(unit.points, `${regiment.name}: ${unit.name}`).toBe(0);
        expect(unit.move ?? unit.banishment, `${regiment.name}: ${unit.name}`).not.toBeNull();
      }
    }
  });

  it('counts manifestations and faction terrain among the members', () => {
    const kinds = (name: string) => byName(name).units.map(({ count, unit }) => [unit.name, unit.type, count]);
    // Linked in the renown catalogue like any member.
    expect(kinds('The Pustules')).toContainEqual(['Feculent Gnarlmaw', 'Terrain', 1]);
    // Named only by the regiment's own summon spell; the official app lists them as members.
    expect(kinds('Sigil Convocation')).toEqual([
      ['Scinari Calligrave', 'Hero', 1],
      ['Hyshian Twinstones', 'Manifestation', 1],
      ['Rune of Petrification', 'Manifestation', 1],
      ['Sanctum of Amyntok', 'Manifestation', 1],
    ]);
    // Every regiment with a summon spell of its own; the names stand in bold, in bullets or in prose.
    const summoned = (name: string) =>
      kinds(name)
        .filter(([, type]) => type === 'Manifestation')
        .map(([unit]) => unit);
    expect(summoned('The Coven of Thryx')).toEqual(['Burning Sigil of Tzeentch', 'Daemonic Simulacrum', 'Tome of Eyes']);
    expect(summoned('The Accursed Reflection')).toEqual(['Dreadful Visage', 'Mesmerising Mirror', 'Wheels of Excruciation']);
    const withManifestations = regiments.filter((regiment) => regiment.units.some(({ unit }) => unit.type === 'Manifestation'));
    expect(withManifestations.map((regiment) => regiment.name).sort()).toEqual(['Sigil Convocation', 'The Accursed Reflection', 'The Coven of Thryx']);
  });

  it('puts Gotrek, a warscroll of the renown catalogue itself, in exactly one regiment with no source army', () => {
    const withGotrek = regiments.filter((regiment) => regiment.units.some(({ unit }) => unit.name === 'Gotrek Gurnisson'));
    expect(withGotrek.map((regiment) => regiment.name)).toEqual(['Gotrek Gurnisson']);
    expect(withGotrek[0]).toMatchObject({ points: 320, sourceArmies: [] });
    expect(withGotrek[0]!.units).toHaveLength(1);
  });

  it('offers regiments to armies of renown that the force names', () => {
    const inFirstPrince = regiments.filter((regiment) => regiment.selectableIn.includes('Slaves to Darkness - Legion of the First Prince'));
    expect(inFirstPrince).toHaveLength(21);
    expect(inFirstPrince.map((regiment) => regiment.name)).toEqual(
      expect.arrayContaining(["Volt-Klaw's Enginecoven", 'The Exiled One', 'Mask of the Deceiver']),
    );
  });

  it('names the source armies after the library that defines each unit, never an army of renown importing it', () => {
    expect(byName("Veremord's Shamblers").sourceArmies).toEqual(['Soulblight Gravelords']);
    expect(byName("Norgrimm's Rune Throng").sourceArmies).toEqual(['Cities of Sigmar']);
    expect(byName('Goroan Scions').sourceArmies).toEqual(['Slaves to Darkness', 'Disciples of Tzeentch']);
  });

  it('finds abilities for all regiments but those whose rules sit on their warscrolls, and The Pustules', () => {
    const without = regiments.filter((regiment) => regiment.abilities.length === 0).map((regiment) => regiment.name);
    expect(without.sort()).toEqual(['Cogfort Raiders', 'Gotrek Gurnisson', 'Mask of the Deceiver', 'Rogue Engine', 'The Pustules']);
    const liche = byName("The Liche's Hand").abilities;
    expect(liche.map((ability) => ability.name)).toEqual(['Skeletal Splintering', 'Unholy Sacraments']);
  });

  it('keeps the data’s wiring of The Pustules’ abilities to Diseased Revellers, and reports it', () => {
    expect(byName('The Pustules').abilities).toEqual([]);
    expect(byName('Diseased Revellers').abilities.map((ability) => ability.name)).toEqual([
      'Blighted Growth',
      'Multitudinous Diseases',
      "The Piper's Infectious Melodies",
    ]);
    const renownWarnings = warnings.filter((warning) => warning.code === 'UNMATCHED_REGIMENT_OF_RENOWN');
    expect(renownWarnings.find((warning) => warning.id === 'c30e-bf48-fe89-8d48')?.message).toMatch(
      /'Diseased Revellers'.* reveals 2 \('Regiment of Renown: The Pustules', 'Regiment of Renown: Diseased Revellers'\)/,
    );
    expect(renownWarnings.find((warning) => warning.id === 'a88b-8da0-2e5e-a398')?.message).toMatch(
      /'The Pustules'.* reveals none\. 'Regiment of Renown: The Pustules' is revealed by the force of 'Diseased Revellers'/,
    );
  });

  it('reads the Legends regiment Heroes of the Jade Abbey, whose heroes carry their own points', () => {
    const jade = byName('Heroes of the Jade Abbey');
    expect(jade).toMatchObject({ legends: true, points: 0 });
    expect(jade.units.map(({ unit, count }) => [unit.name, count, unit.points])).toContainEqual(['Bren Tylis, the Renegade Saint', 1, 120]);
  });

  it('reports exactly what it cannot map', () => {
    expect(warnings.map(({ code, id }) => [code, id])).toEqual([
      ['UNREADABLE_VALUE', 'f3c9-ca5d-bd0e-a94e'],
      ['UNMATCHED_REGIMENT_OF_RENOWN', 'c30e-bf48-fe89-8d48'],
      ['UNMATCHED_REGIMENT_OF_RENOWN', 'a88b-8da0-2e5e-a398'],
      ['UNMATCHED_REGIMENT_OF_RENOWN', '3378-9dbf-9e74-cf5a'],
      ['UNMATCHED_REGIMENT_OF_RENOWN', '4b49-6ce2-c82f-a525'],
      ['UNMATCHED_REGIMENT_OF_RENOWN', 'd455-6a93-c62e-14f0'],
    ]);
  });
});
