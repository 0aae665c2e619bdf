import { describe, expect, it } from 'vitest';

import { opponentList, startRealGame } from '../../test/game-support.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { abilityPhases } from '../phase/classify-ability.js';
import { opponentPhaseView } from './opponent-phase-view.js';

const data = () => loadRealGameData();

describe('opponentPhaseView', () => {
  const game = () => startRealGame(data(), { opponentList: { kind: 'list', list: opponentList() } });

  it('shows the opponent’s abilities of a phase from their list, reactions apart', () => {
    const hero = opponentPhaseView(game(), data(), 'Hero Phase')!;
    const names = hero.sections.flatMap((section) => section.abilities.map((entry) => entry.ability.name));
    // The Grey Seer is a wizard: Forbidden Power's summoning spells are theirs to cast.
    expect(hero.sections.map((section) => section.id)).toContain('lore:forbiddenpower');
    expect(names.length).toBeGreaterThan(0);
    expect(hero.sections.flatMap((section) => section.abilities).every((entry) => !entry.isReaction)).toBe(true);
  });

  it('gives the reactions of the phase and those tied to no phase', () => {
    const combat = opponentPhaseView(game(), data(), 'Combat Phase')!;
    expect(combat.reactions.length).toBeGreaterThan(0);
    for (const entry of combat.reactions) {
      expect(entry.isReaction).toBe(true);
      const phases = abilityPhases(entry.ability);
      expect(phases.length === 1 || phases.includes('Combat Phase'), entry.ability.name).toBe(true);
    }
    const hero = opponentPhaseView(game(), data(), 'Hero Phase')!;
    expect(hero.reactions.map((entry) => entry.ability.name)).not.toEqual(combat.reactions.map((entry) => entry.ability.name));
  });

  it('has nothing to show without their list as one of ours', () => {
    expect(opponentPhaseView(startRealGame(data()), data(), 'Hero Phase')).toBeNull();
    expect(opponentPhaseView(startRealGame(data(), { opponentList: { kind: 'text', text: 'Skaven' } }), data(), 'Hero Phase')).toBeNull();
  });
});
