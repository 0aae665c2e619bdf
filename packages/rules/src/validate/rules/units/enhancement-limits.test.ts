import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../../../test/builders.js';
import { loadRealGameData } from '../../../../test/real-game-data.js';
import type { ArmyList } from '../../../list/army-list.js';
import { enhancementLimitsRule } from './enhancement-limits.js';
import { issueCodes, issueMessages } from '../../../../test/unit-rules-support.js';

const codes = (list: ArmyList) => issueCodes(list, loadRealGameData(), [enhancementLimitsRule]);
const messages = (list: ArmyList) => issueMessages(list, loadRealGameData(), [enhancementLimitsRule]);
const SCE = 'Stormcast Eternals';

describe('enhancements/list-limits on real data', () => {
  it('allows one artefact, one heroic trait and one enhancement of each other table', () => {
    const list = makeList(SCE, {
      regiments: [
        makeRegiment(makeUnit('Knight-Arcanum', { artifact: 'Mirrorshield', heroicTrait: 'Shock and Awe' }), [
          makeUnit('Liberators', { enhancementChoices: { 'Scars of War': 'Uncaged Lightning' } }),
        ]),
      ],
    });
    expect(codes(list)).toEqual([]);
  });

  it('refuses a second artefact, heroic trait or Scars of War', () => {
    const list = makeList(SCE, {
      regiments: [
        makeRegiment(makeUnit('Knight-Arcanum', { artifact: 'Mirrorshield', heroicTrait: 'Shock and Awe' }), [
          makeUnit('Liberators', { enhancementChoices: { 'Scars of War': 'Uncaged Lightning' } }),
          makeUnit('Vindictors', { enhancementChoices: { 'Scars of War': 'Pyrotechnic Souls' } }),
        ]),
        makeRegiment(makeUnit('Lord-Celestant', { artifact: 'Null Pendant', heroicTrait: 'Staunch Defender' })),
      ],
    });
    expect(messages(list)).toEqual(['No more than 1 artifact in list.', 'No more than 1 heroic trait in list.', 'No more than 1 Scars of War in list.']);
  });

  it('takes up to 3 First Circle Titles, each once (Slaves to Darkness - The Swords of Chaos)', () => {
    const titled = (title: string) => makeUnit('Varanguard', { enhancementChoices: { 'First Circle Titles': title } });
    const three = ['The Grimroot Order', 'The Hounds Apocalyptus', 'The Blackstorm Apostates'].map(titled);
    const list = (units: ReturnType<typeof makeUnit>[]) =>
      makeList('Slaves to Darkness - The Swords of Chaos', { regiments: [makeRegiment('Archaon, the Everchosen', units)] });
    expect(codes(list(three))).toEqual([]);
    expect(messages(list([...three, titled('Betrayers of the Anvilking')]))).toEqual(['No more than 3 First Circle Titles in list.']);
    expect(messages(list([...three, titled('The Grimroot Order')]))).toEqual(['Each enhancement may be taken only once: The Grimroot Order.']);
  });

  it('reports the same artefact twice as a duplicate, not as a second artefact', () => {
    const list = makeList(SCE, {
      regiments: [
        makeRegiment(makeUnit('Knight-Arcanum', { artifact: 'Mirrorshield' })),
        makeRegiment(makeUnit('Lord-Celestant', { artifact: 'mirrorshield' })),
      ],
    });
    expect(codes(list)).toEqual(['DUPLICATE_ENHANCEMENT']);
  });

  it('counts the Daemon Prince of a regiment of renown with the army’s heroes (Blades of Khorne)', () => {
    const list = (heroArtefact: string | null) =>
      makeList('Blades of Khorne', {
        regiments: [makeRegiment(makeUnit('Bloodsecrator', { artifact: heroArtefact }))],
        regimentOfRenown: 'Godmarked Ascendant',
        regimentOfRenownUnits: [makeUnit('Daemon Prince', { artifact: 'Collar of Contempt', upgrades: ['Wings'] })],
      });
    expect(codes(list(null))).toEqual([]);
    expect(codes(list("Butcher's Blade"))).toEqual(['TOO_MANY_ARTIFACTS']);
  });

  it('ignores names the army does not know (the eligibility rule reports them)', () => {
    const list = makeList('Kharadron Overlords', {
      regiments: [
        makeRegiment(makeUnit('Arkanaut Admiral', { artifact: 'Mirrorshield' })),
        makeRegiment(makeUnit('Aether-Khemist', { artifact: 'Null Pendant' })),
      ],
    });
    expect(codes(list)).toEqual([]);
  });
});
