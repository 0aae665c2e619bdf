import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment } from '../../test/builders.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { buildBattleView } from './build-battle-view.js';
import { clampPhaseIndex, nextPhaseIndex, previousPhaseIndex, stepPhase, stepPhaseIndex } from './phase-navigation.js';

describe('phase navigation', () => {
  it('wraps next and previous', () => {
    expect(nextPhaseIndex(0, 4)).toBe(1);
    expect(nextPhaseIndex(3, 4)).toBe(0);
    expect(previousPhaseIndex(0, 4)).toBe(3);
    expect(previousPhaseIndex(2, 4)).toBe(1);
    expect(stepPhaseIndex(1, 4, 9)).toBe(2);
    expect(stepPhaseIndex(1, 4, -9)).toBe(0);
  });

  it('stays on the only phase and returns 0 when there are none', () => {
    expect(nextPhaseIndex(0, 1)).toBe(0);
    expect(previousPhaseIndex(0, 1)).toBe(0);
    expect(nextPhaseIndex(0, 0)).toBe(0);
    expect(previousPhaseIndex(5, 0)).toBe(0);
  });

  it('clamps a remembered index to the phases now on offer', () => {
    expect(clampPhaseIndex(7, 4)).toBe(3);
    expect(clampPhaseIndex(-1, 4)).toBe(0);
    expect(clampPhaseIndex(1.5, 4)).toBe(0);
    expect(clampPhaseIndex(Number.NaN, 4)).toBe(0);
    expect(nextPhaseIndex(7, 4)).toBe(0);
  });

  it('steps through the phases a real list offers, wrapping at both ends', () => {
    const list = makeList('Seraphon', {
      battleTacticCard1: 'Siege of Ashes',
      regiments: [makeRegiment('Saurus Oldblood on Carnosaur', ['Saurus Warriors', 'Skinks'])],
    });
    const phases = buildBattleView(list, loadRealGameData()).phases.map((phaseView) => phaseView.phase);
    expect(phases[0]).toBe('Passives & Reactions');
    expect(phases.at(-1)).toBe('End of Turn');
    expect(stepPhase(phases, 'End of Turn', 1)).toBe('Passives & Reactions');
    expect(stepPhase(phases, 'Passives & Reactions', -1)).toBe('End of Turn');
    expect(stepPhase(phases, 'Movement Phase', 1)).toBe(phases[phases.indexOf('Movement Phase') + 1]);
    // A phase the list does not offer starts over at the first.
    expect(phases).not.toContain('Start of Turn');
    expect(stepPhase(phases, 'Start of Turn', 1)).toBe('Passives & Reactions');
    expect(stepPhase([], 'Hero Phase', 1)).toBeUndefined();
  });
});
