import { describe, expect, it } from 'vitest';

import { COMMAND_POINT_RULES } from '../core-rules/command-points.js';
import { commandPointGains, lastCommandSpend, type RoundStanding } from './command-point-ledger.js';
import type { ArmyFacts, Player } from './game.js';

const known = (auxiliaryUnits: number, underspent = false): ArmyFacts => ({ auxiliaryUnits, underspent });
const unknown: ArmyFacts = { auxiliaryUnits: null, underspent: null };

function gained(standing: RoundStanding): Record<Player, string[]> {
  const gains = commandPointGains(standing, COMMAND_POINT_RULES);
  const of = (player: Player) => gains.filter((gain) => gain.player === player).map((gain) => (gain.kind === 'gain' ? `${gain.reason} +${gain.amount}` : ''));
  return { me: of('me'), opponent: of('opponent') };
}

describe('commandPointGains (COMMAND_POINT_RULES)', () => {
  it('gives each player 4 at the start of every battle round, and no underdog point on equal scores', () => {
    expect(gained({ round: 1, victoryPoints: { me: 0, opponent: 0 }, armyFacts: { me: known(0), opponent: known(0) } })).toEqual({
      me: ['battleRound +4'],
      opponent: ['battleRound +4'],
    });
  });

  it('gives the underdog, the player with fewer victory points before the round, 1 more', () => {
    expect(gained({ round: 3, victoryPoints: { me: 12, opponent: 15 }, armyFacts: { me: known(0), opponent: known(0) } }).me).toEqual([
      'battleRound +4',
      'underdog +1',
    ]);
    expect(gained({ round: 3, victoryPoints: { me: 18, opponent: 15 }, armyFacts: { me: known(0), opponent: known(0) } }).opponent).toEqual([
      'battleRound +4',
      'underdog +1',
    ]);
  });

  it('gives the side with fewer auxiliary units 1 more every round, but only when both counts are known', () => {
    const standing = (opponent: ArmyFacts): RoundStanding => ({ round: 2, victoryPoints: { me: 5, opponent: 5 }, armyFacts: { me: known(2), opponent } });
    expect(gained(standing(known(0))).opponent).toEqual(['battleRound +4', 'fewerAuxiliaryUnits +1']);
    expect(gained(standing(known(2)))).toEqual({ me: ['battleRound +4'], opponent: ['battleRound +4'] });
    expect(gained(standing(unknown))).toEqual({ me: ['battleRound +4'], opponent: ['battleRound +4'] });
  });

  it('gives an underspent list 1 more in the first battle round only', () => {
    const facts = { me: known(0, true), opponent: known(0, false) };
    expect(gained({ round: 1, victoryPoints: { me: 0, opponent: 0 }, armyFacts: facts }).me).toEqual(['battleRound +4', 'underspend +1']);
    expect(gained({ round: 2, victoryPoints: { me: 0, opponent: 0 }, armyFacts: facts }).me).toEqual(['battleRound +4']);
  });
});

describe('lastCommandSpend', () => {
  const at = { round: 2, turn: 1, phase: 'Hero Phase' } as const;
  const spend = (id: string, player: Player, round = 2) =>
    ({ kind: 'spend', player, round, at: { ...at, round }, command: { id, name: id }, amount: 1 }) as const;

  it('gives the player’s last spend of the current round, what Undo takes back', () => {
    const game = {
      position: at,
      commandPoints: [spend('rally', 'me'), spend('redeploy', 'me'), spend('counter', 'opponent'), spend('old', 'me', 1)],
    };
    expect(lastCommandSpend(game, 'me')?.command.id).toBe('redeploy');
    expect(lastCommandSpend(game, 'opponent')?.command.id).toBe('counter');
    expect(lastCommandSpend({ ...game, position: { round: 3, turn: 1, phase: 'Hero Phase' } }, 'me')).toBeNull();
  });
});
