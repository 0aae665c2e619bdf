import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment } from '../../test/builders.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { buildBattleView } from '../phase/build-battle-view.js';
import { battleViewPhaseFor } from './game-phase-view.js';

describe('battleViewPhaseFor', () => {
  it('shows the game’s phase when the list offers it, else the next one it offers', () => {
    // Melee only, nothing at deployment or the start of the battle round.
    const khorne = buildBattleView(makeList('Blades of Khorne', { regiments: [makeRegiment('Bloodsecrator', ['Blood Warriors'])] }), loadRealGameData());
    expect(khorne.phases.map((phaseView) => phaseView.phase)).toEqual([
      'Passives & Reactions',
      'Start of Turn',
      'Hero Phase',
      'Movement Phase',
      'Charge Phase',
      'Combat Phase',
    ]);
    expect(battleViewPhaseFor(khorne, 'Deployment Phase')?.phase).toBe('Start of Turn');
    expect(battleViewPhaseFor(khorne, 'Shooting Phase')?.phase).toBe('Charge Phase');
    expect(battleViewPhaseFor(khorne, 'Combat Phase')?.phase).toBe('Combat Phase');
    const skaven = buildBattleView(makeList('Skaven', { regiments: [makeRegiment('Clawlord', ['Clanrats'])] }), loadRealGameData());
    expect(battleViewPhaseFor(skaven, 'Deployment Phase')?.phase).toBe('Deployment Phase');
    expect(battleViewPhaseFor(khorne, 'End of Turn')).toBeNull();
  });
});
