import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../../../test/builders.js';
import { loadRealGameData } from '../../../../test/real-game-data.js';
import type { ArmyList } from '../../../list/army-list.js';
import { enhancementEligibilityRule } from './enhancements.js';
import { issueCodes, issueMessages } from '../../../../test/unit-rules-support.js';

const codes = (list: ArmyList) => issueCodes(list, loadRealGameData(), [enhancementEligibilityRule]);
const SCE = 'Stormcast Eternals';

describe('enhancements/eligibility on real data', () => {
  it('accepts a hero with a trait and an artefact of its army, and a unit with an enhancement of a table it lists', () => {
    const list = makeList(SCE, {
      regiments: [
        makeRegiment(makeUnit('Knight-Arcanum', { heroicTrait: 'Envoy of the Heavens', artifact: 'Mirrorshield' }), [
          makeUnit('Liberators', { enhancementChoices: { 'Scars of War': 'Uncaged Lightning' } }),
        ]),
      ],
    });
    expect(codes(list)).toEqual([]);
  });

  it('refuses enhancements on a unique unit, once per unit', () => {
    const gardus = makeUnit('Gardus Steel Soul', { heroicTrait: 'Envoy of the Heavens', artifact: 'Mirrorshield' });
    expect(codes(makeList(SCE, { regiments: [makeRegiment(gardus)] }))).toEqual(['UNIQUE_ENHANCEMENT']);
    const companions = makeUnit("Neave's Companions", { enhancementChoices: { 'Scars of War': 'Uncaged Lightning' } });
    expect(codes(makeList(SCE, { regiments: [makeRegiment('Knight-Arcanum', [companions])] }))).toEqual(['UNIQUE_ENHANCEMENT']);
  });

  it('gives artefacts and heroic traits to heroes only', () => {
    const liberators = makeUnit('Liberators', { artifact: 'Mirrorshield' });
    const list = makeList(SCE, { regiments: [makeRegiment('Knight-Arcanum', [liberators])] });
    expect(issueMessages(list, loadRealGameData(), [enhancementEligibilityRule])).toEqual(['Only heroes may take artifacts or heroic traits: Liberators.']);
  });

  it('reports an artefact, trait or enhancement the army does not have, or has in another table', () => {
    const hero = makeUnit('Knight-Arcanum', {
      artifact: 'Envoy of the Heavens',
      heroicTrait: 'Mirrorshield',
      enhancementChoices: { 'Scars of War': 'Brass Flesh' },
    });
    const list = makeList(SCE, { regiments: [makeRegiment(hero)] });
    expect(issueMessages(list, loadRealGameData(), [enhancementEligibilityRule])).toEqual([
      'Invalid heroic trait for Stormcast Eternals: Mirrorshield.',
      'Invalid artifact for Stormcast Eternals: Envoy of the Heavens.',
      'Invalid enhancement for Stormcast Eternals: Brass Flesh.',
    ]);
    const unknownTable = makeUnit('Liberators', { enhancementChoices: { 'Brazen Mutations': 'Brass Flesh' } });
    expect(codes(makeList(SCE, { regiments: [makeRegiment('Knight-Arcanum', [unknownTable])] }))).toEqual(['INVALID_ENHANCEMENT']);
  });

  it('matches names whatever their case and punctuation', () => {
    const hero = makeUnit('knight arcanum', { artifact: 'MIRRORSHIELD', heroicTrait: 'envoy-of-the-heavens' });
    expect(codes(makeList(SCE, { regiments: [makeRegiment(hero)] }))).toEqual([]);
  });

  it('keeps units to the tables they list (Kharadron Overlords)', () => {
    const KO = 'Kharadron Overlords';
    const frigate = makeUnit('Arkanaut Frigate', { enhancementChoices: { 'Great Endrinworks': 'Grandiose Fuselage' } });
    const company = makeUnit('Arkanaut Company', { enhancementChoices: { 'Great Endrinworks': 'Grandiose Fuselage' } });
    expect(codes(makeList(KO, { regiments: [makeRegiment('Arkanaut Admiral', [frigate])] }))).toEqual([]);
    expect(issueMessages(makeList(KO, { regiments: [makeRegiment('Arkanaut Admiral', [company])] }), loadRealGameData(), [enhancementEligibilityRule])).toEqual(
      ['Arkanaut Company cannot take enhancements from Great Endrinworks.'],
    );
  });

  it('lets Varanguard take First Circle Titles but not the Everchosen (an army of renown)', () => {
    const SOC = 'Slaves to Darkness - The Swords of Chaos';
    const varanguard = makeUnit('Varanguard', { enhancementChoices: { 'First Circle Titles': 'The Grimroot Order' } });
    expect(codes(makeList(SOC, { regiments: [makeRegiment('Archaon, the Everchosen', [varanguard])] }))).toEqual([]);
    const archaon = makeUnit('Archaon, the Everchosen', { enhancementChoices: { 'First Circle Titles': 'The Grimroot Order' } });
    expect(codes(makeList(SOC, { regiments: [makeRegiment(archaon)] }))).toEqual(['UNIQUE_ENHANCEMENT']);
  });

  it('lets the Godmarked Ascendant Daemon Prince take the army’s traits and artefacts, not other tables', () => {
    const BOK = 'Blades of Khorne';
    const renown = (prince: Parameters<typeof makeUnit>[1]) =>
      makeList(BOK, {
        regiments: [makeRegiment('Bloodsecrator')],
        regimentOfRenown: 'Godmarked Ascendant',
        regimentOfRenownUnits: [makeUnit('Daemon Prince', prince)],
      });
    expect(codes(renown({ artifact: 'Collar of Contempt', heroicTrait: 'Skull Collector' }))).toEqual([]);
    expect(codes(renown({ enhancementChoices: { 'Brazen Mutations': 'Brass Flesh' } }))).toEqual(['TABLE_NOT_ALLOWED']);
  });

  it('leaves other regiment-of-renown units to the renown rule', () => {
    const list = makeList('Sons of Behemat', {
      regimentOfRenown: "Big Grikk's Kruleshots",
      regimentOfRenownUnits: [makeUnit('Beast-skewer Killbow', { artifact: 'Nothing at all' })],
    });
    expect(codes(list)).toEqual([]);
  });
});
