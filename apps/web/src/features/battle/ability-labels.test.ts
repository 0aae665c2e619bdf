import { describe, expect, it } from 'vitest';

import { cardSourceLine, frequencyLabel, sourceLabel } from './ability-labels';

describe('ability card labels', () => {
  it('names the source by kind and name, battle traits and core rules by kind', () => {
    expect(sourceLabel({ kind: 'unit', name: 'Clanrats' })).toBe('Unit · Clanrats');
    expect(sourceLabel({ kind: 'enhancement', name: 'Envoy of the Heavens' })).toBe('Enhancement · Envoy of the Heavens');
    expect(sourceLabel({ kind: 'regimentOfRenown', name: 'Bundo Whalebiter' })).toBe('Regiment of renown · Bundo Whalebiter');
    expect(sourceLabel({ kind: 'battleTrait', name: 'Battle Traits: Skaven' })).toBe('Battle trait');
    expect(sourceLabel({ kind: 'coreRules', name: 'Commands' })).toBe('Core rules');
  });

  it('adds who uses the ability when the engine says', () => {
    expect(cardSourceLine({ source: { kind: 'coreRules', name: 'Core Abilities' }, usedBy: ['Knight of Shrouds', 'Chainrasps'] })).toBe(
      'Core rules · Used by Knight of Shrouds, Chainrasps',
    );
    expect(cardSourceLine({ source: { kind: 'formation', name: 'Vanguard Wing' }, usedBy: [] })).toBe('Formation · Vanguard Wing');
  });

  it('badges limited abilities only', () => {
    const frequency = (kind: Parameters<typeof frequencyLabel>[0]['kind']) => frequencyLabel({ kind, per: 'army', turn: 'any', rule: 'timing' });
    expect(frequency('oncePerBattle')).toBe('Once per battle');
    expect(frequency('oncePerBattleRound')).toBe('Once per battle round');
    expect(frequency('oncePerTurn')).toBe('Once per turn');
    expect(frequency('oncePerPhase')).toBe('Once per phase');
    expect(frequency('unlimited')).toBeUndefined();
  });
});
