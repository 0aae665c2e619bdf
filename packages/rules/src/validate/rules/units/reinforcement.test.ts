import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../../../test/builders.js';
import { loadRealGameData } from '../../../../test/real-game-data.js';
import type { ArmyList } from '../../../list/army-list.js';
import { reinforcementRule } from './reinforcement.js';
import { issueMessages } from '../../../../test/unit-rules-support.js';

const messages = (list: ArmyList) => issueMessages(list, loadRealGameData(), [reinforcementRule]);
const reinforced = (name: string) => makeUnit(name, { reinforced: true });

describe('reinforcement/not-allowed on real data', () => {
  it('reinforces units whose data allows it (Kharadron Overlords)', () => {
    const list = makeList('Kharadron Overlords', {
      regiments: [makeRegiment('Arkanaut Admiral', [reinforced('Arkanaut Company'), reinforced('Grundstok Thunderers')])],
    });
    expect(messages(list)).toEqual([]);
  });

  it('refuses heroes, unique units and units that cannot be reinforced', () => {
    const list = makeList('Kharadron Overlords', {
      regiments: [makeRegiment(reinforced('Arkanaut Admiral'), [reinforced("Thundrik's Profiteers"), reinforced('Arkanaut Frigate')])],
      auxiliaryUnits: [makeUnit('Arkanaut Frigate')],
    });
    expect(messages(list)).toEqual([
      'Arkanaut Admiral cannot be reinforced.',
      "Thundrik's Profiteers cannot be reinforced.",
      'Arkanaut Frigate cannot be reinforced.',
    ]);
  });

  it('does the same in an army of renown and leaves regiment-of-renown units to the renown rule', () => {
    const list = makeList('Stormcast Eternals - Astral Templars', {
      regiments: [makeRegiment(reinforced('Hamilcar Bear-Eater'), [reinforced('Liberators')])],
    });
    expect(messages(list)).toEqual(['Hamilcar Bear-Eater cannot be reinforced.']);
    const renown = makeList('Sons of Behemat', { regimentOfRenown: "Big Grikk's Kruleshots", regimentOfRenownUnits: [reinforced('Man-skewer Boltboyz')] });
    expect(messages(renown)).toEqual([]);
  });
});
