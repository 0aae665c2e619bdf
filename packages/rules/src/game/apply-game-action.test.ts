import { describe, expect, it } from 'vitest';

import { GAME_START, opponentList, play, refusal, startRealGame } from '../../test/game-support.js';
import { findRealAbility } from '../../test/phase-support.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { CORE_COMMANDS } from '../core-rules/core-abilities.js';
import type { Ability } from '../model/ability.js';
import { activeTicks, isAbilityUsed } from './ability-ticks.js';
import { applyGameAction } from './apply-game-action.js';
import { commandPointsInHand } from './command-point-ledger.js';
import type { Game } from './game.js';
import type { GameAction } from './game-action.js';
import { victoryPointTotals } from './victory-points.js';

const data = () => loadRealGameData();
const command = (name: string) => CORE_COMMANDS.find((entry) => entry.name === name)!;
const real = (name: string, where: string) => findRealAbility(data(), name, where);
const hand = (game: Game) => ({ me: commandPointsInHand(game, 'me'), opponent: commandPointsInHand(game, 'opponent') });
const codes = (game: Game, action: GameAction) => refusal(game, action)?.map((error) => error.code) ?? [];
const tick = (ability: Ability, holder: string | null = null): GameAction => ({ type: 'tickAbility', player: 'me', ability, holder });

/** A game against the underspent Skaven list with one auxiliary unit, in my first Hero Phase. */
function inFirstHeroPhase(): Game {
  return play(startRealGame(data(), { opponentList: { kind: 'list', list: opponentList() } }), [
    { type: 'nextPhase' },
    { type: 'nextPhase' },
    { type: 'nextPhase' },
  ]);
}

describe('applyGameAction: moving through the game', () => {
  it('gives command points as battle round 1 starts, with the bonuses the rules give', () => {
    const game = startRealGame(data(), { opponentList: { kind: 'list', list: opponentList() } });
    expect(hand(game)).toEqual({ me: 0, opponent: 0 });
    const started = play(game, [{ type: 'nextPhase' }]);
    expect(started.position).toEqual({ round: 1, turn: 0, phase: 'Start of Battle Round' });
    // 4 each; I have fewer auxiliary units (0 to 1); they left 50+ points unspent.
    expect(hand(started)).toEqual({ me: 5, opponent: 5 });
    expect(started.updatedAt).toBe(GAME_START + 60_000);
  });

  it('needs the first player of a round before its first turn, and takes it with Next turn', () => {
    const endOfRound1 = play(inFirstHeroPhase(), [{ type: 'nextTurn' }, { type: 'nextTurn' }]);
    expect(endOfRound1.position).toEqual({ round: 2, turn: 0, phase: 'Start of Battle Round' });
    expect(codes(endOfRound1, { type: 'nextPhase' })).toEqual(['FIRST_PLAYER_NOT_CHOSEN']);
    expect(codes(endOfRound1, { type: 'nextTurn' })).toEqual(['FIRST_PLAYER_NOT_CHOSEN']);
    const chosen = play(endOfRound1, [{ type: 'setFirstPlayer', round: 2, player: 'opponent' }, { type: 'nextTurn' }]);
    expect(chosen.position).toEqual({ round: 2, turn: 1, phase: 'Start of Turn' });
    const inOneGo = play(inFirstHeroPhase(), [{ type: 'nextTurn' }, { type: 'nextTurn', firstPlayer: 'opponent' }, { type: 'nextTurn' }]);
    expect(inOneGo.position).toEqual(chosen.position);
    expect(inOneGo.rounds[1]?.firstPlayer).toBe('opponent');
  });

  it('loses unspent command points as the round ends and gives the underdog one more', () => {
    const round1 = play(inFirstHeroPhase(), [
      { type: 'setVictoryPoints', player: 'opponent', round: 1, parts: { objectives: 6 } },
      { type: 'setVictoryPoints', player: 'me', round: 1, parts: { objectives: 4 } },
    ]);
    const round2 = play(round1, [{ type: 'nextTurn' }, { type: 'nextTurn', firstPlayer: 'me' }]);
    // Round 1's leftovers are gone: 4 each, +1 for my fewer auxiliary units, +1 for me as the underdog.
    expect(hand(round2)).toEqual({ me: 6, opponent: 4 });
  });

  it('takes a round’s command points back when stepping back before it, and gives them again from the scores as they are then', () => {
    const round2 = play(inFirstHeroPhase(), [{ type: 'nextTurn' }, { type: 'nextTurn', firstPlayer: 'me' }]);
    expect(hand(round2)).toEqual({ me: 5, opponent: 4 });
    const back = play(round2, [{ type: 'previousPhase' }, { type: 'setVictoryPoints', player: 'opponent', round: 1, parts: { objectives: 3 } }]);
    expect(back.position).toEqual({ round: 1, turn: 2, phase: 'End of Turn' });
    expect(back.commandPoints.filter((entry) => entry.round === 2)).toEqual([]);
    expect(hand(play(back, [{ type: 'nextPhase' }]))).toEqual({ me: 6, opponent: 4 });
  });

  it('never leaves battle rounds 1 to 5', () => {
    const start = startRealGame(data());
    expect(codes(start, { type: 'previousPhase' })).toEqual(['NO_PREVIOUS_PHASE']);
    let game = start;
    for (let round = 1; round <= 5; round += 1) {
      game = play(game, [{ type: 'setFirstPlayer', round, player: 'me' }, { type: 'nextTurn' }, { type: 'nextTurn' }]);
      if (round < 5) game = play(game, [{ type: 'nextTurn' }]);
    }
    expect(game.position).toEqual({ round: 5, turn: 2, phase: 'Start of Turn' });
    expect(codes(game, { type: 'nextTurn' })).toEqual(['NO_NEXT_PHASE']);
    const last = play(
      game,
      Array.from({ length: 6 }, () => ({ type: 'nextPhase' }) as const),
    );
    expect(last.position).toEqual({ round: 5, turn: 2, phase: 'End of Turn' });
    expect(codes(last, { type: 'nextPhase' })).toEqual(['NO_NEXT_PHASE']);
  });
});

describe('applyGameAction: command points', () => {
  it('spends a command’s cost with one tap, undoes the last spend, and refuses what the player cannot afford', () => {
    const game = inFirstHeroPhase();
    const rallied = play(game, [{ type: 'spendCommandPoints', player: 'me', command: command('Rally') }]);
    expect(hand(rallied).me).toBe(4);
    expect(rallied.commandPoints.at(-1)).toMatchObject({ kind: 'spend', command: { id: 'core/rally', name: 'Rally' }, amount: 1, at: game.position });
    const undone = play(rallied, [{ type: 'undoSpend', player: 'me' }]);
    expect({ ...undone, updatedAt: game.updatedAt }).toEqual(game);
    expect(codes(undone, { type: 'undoSpend', player: 'me' })).toEqual(['NOTHING_TO_UNDO']);
    const counter = command('Counter-charge');
    const broke = play(game, [{ type: 'adjustCommandPoints', player: 'me', amount: -4 }]);
    expect(refusal(broke, { type: 'spendCommandPoints', player: 'me', command: counter })).toEqual([
      { code: 'NOT_ENOUGH_COMMAND_POINTS', params: { command: 'Counter-charge', needed: 2, available: 1 } },
    ]);
    expect(codes(game, { type: 'spendCommandPoints', player: 'me', command: real('Hatred of Heroes', 'Beasts of Chaos') })).toEqual(['NOT_A_COMMAND']);
  });

  it('uses a command with one tap: its cost spent and the command ticked, refused whole when already used this phase', () => {
    const game = inFirstHeroPhase();
    const rally = command('Rally');
    const used = play(game, [{ type: 'useCommand', player: 'me', command: rally }]);
    expect(hand(used).me).toBe(4);
    expect(isAbilityUsed(used, 'me', rally.id)).toBe(true);
    expect(used.commandPoints.at(-1)).toMatchObject({ kind: 'spend', command: { id: 'core/rally' }, amount: 1, ticked: true });
    expect(refusal(used, { type: 'useCommand', player: 'me', command: rally })).toEqual([
      { code: 'ABILITY_ALREADY_USED', params: { ability: 'Rally', kind: 'oncePerPhase' } },
    ]);
    // Next phase, the command may be used again.
    expect(hand(play(used, [{ type: 'nextPhase' }, { type: 'useCommand', player: 'me', command: rally }])).me).toBe(3);
    const broke = play(game, [{ type: 'adjustCommandPoints', player: 'me', amount: -5 }]);
    expect(codes(broke, { type: 'useCommand', player: 'me', command: rally })).toEqual(['NOT_ENOUGH_COMMAND_POINTS']);
    expect(codes(game, { type: 'useCommand', player: 'me', command: real('Their Finest Hour', 'Stormcast Eternals') })).toEqual(['NOT_A_COMMAND']);
  });

  it('undoes the spend of one command by name, with the tick its use made, and only that tick', () => {
    const game = inFirstHeroPhase();
    const rally = command('Rally');
    const counter = command('Counter-charge');
    const used = play(game, [
      { type: 'useCommand', player: 'me', command: rally },
      { type: 'useCommand', player: 'me', command: counter },
    ]);
    const undone = play(used, [{ type: 'undoSpend', player: 'me', commandId: rally.id }]);
    expect(isAbilityUsed(undone, 'me', rally.id)).toBe(false);
    expect(isAbilityUsed(undone, 'me', counter.id)).toBe(true);
    expect(hand(undone).me).toBe(3);
    expect(codes(undone, { type: 'undoSpend', player: 'me', commandId: rally.id })).toEqual(['NOTHING_TO_UNDO']);
    // A spend without a tick takes no tick back: the tick made by hand stays.
    const byHand = play(game, [tick(rally), { type: 'spendCommandPoints', player: 'me', command: rally }, { type: 'undoSpend', player: 'me' }]);
    expect(isAbilityUsed(byHand, 'me', rally.id)).toBe(true);
    expect(hand(byHand).me).toBe(5);
  });

  it('adjusts by hand, never below zero', () => {
    const game = inFirstHeroPhase();
    expect(hand(play(game, [{ type: 'adjustCommandPoints', player: 'opponent', amount: 2 }])).opponent).toBe(7);
    expect(codes(game, { type: 'adjustCommandPoints', player: 'me', amount: -6 })).toEqual(['COMMAND_POINTS_BELOW_ZERO']);
    expect(codes(game, { type: 'adjustCommandPoints', player: 'me', amount: 0.5 })).toEqual(['INVALID_VALUE']);
  });
});

describe('applyGameAction: ability ticks', () => {
  const heavensSent = () => real('Heavens-sent', 'Stormcast Eternals');
  const finestHour = () => real('Their Finest Hour', 'Stormcast Eternals');

  it('keeps once-per-battle ticks for the rest of the game and refuses a second use', () => {
    const ticked = play(inFirstHeroPhase(), [tick(heavensSent(), 'Knight-Azyros')]);
    const later = play(ticked, [{ type: 'nextTurn' }, { type: 'nextTurn', firstPlayer: 'me' }, { type: 'nextTurn' }]);
    expect(isAbilityUsed(later, 'me', heavensSent().id, 'Knight-Azyros')).toBe(true);
    expect(refusal(later, tick(heavensSent(), 'Knight-Azyros'))).toEqual([
      { code: 'ABILITY_ALREADY_USED', params: { ability: 'Heavens-sent', kind: 'oncePerBattle' } },
    ]);
    // Once per battle for each unit that has it: another unit still may.
    expect(refusal(later, tick(heavensSent(), 'Prosecutors'))).toBeNull();
  });

  it('clears once-per-turn ticks when the turn changes and once-per-phase ticks when the phase does', () => {
    const game = play(inFirstHeroPhase(), [tick(finestHour()), { type: 'tickAbility', player: 'me', ability: command('Rally') }]);
    expect(activeTicks(game, 'me').map((entry) => [entry.abilityName, entry.holder])).toEqual([
      ['Their Finest Hour', null],
      ['Rally', null],
    ]);
    const movement = play(game, [{ type: 'nextPhase' }]);
    expect(activeTicks(movement, 'me').map((entry) => entry.abilityName)).toEqual(['Their Finest Hour']);
    const nextTurn = play(movement, [{ type: 'nextTurn' }]);
    expect(activeTicks(nextTurn, 'me')).toEqual([]);
    // Cleared ticks stay as the game's history.
    expect(nextTurn.ticks).toHaveLength(2);
  });

  it('unticks the latest use that counts, and refuses unlimited abilities and abilities not used', () => {
    const game = play(inFirstHeroPhase(), [tick(finestHour())]);
    expect(activeTicks(play(game, [{ type: 'untickAbility', player: 'me', abilityId: finestHour().id }]), 'me')).toEqual([]);
    expect(codes(game, { type: 'untickAbility', player: 'opponent', abilityId: finestHour().id })).toEqual(['ABILITY_NOT_USED']);
    // A command is the army's, once per phase, whichever unit is named.
    const rallied = play(game, [tick(command('Rally'), 'Liberators')]);
    expect(rallied.ticks.at(-1)).toMatchObject({ abilityName: 'Rally', holder: null, kind: 'oncePerPhase' });
    expect(codes(rallied, tick(command('Rally'), 'Vindictors'))).toEqual(['ABILITY_ALREADY_USED']);
    expect(codes(game, tick(real('Hatred of Heroes', 'Beasts of Chaos')))).toEqual(['ABILITY_NOT_LIMITED']);
  });
});

describe('applyGameAction: victory points and the end', () => {
  it('scores objectives, a completed battle tactic from the list’s cards, and anything else', () => {
    const tactic = { card: 'Blazing Onslaught', tactic: 'Strike', status: 'completed', points: 5 } as const;
    const game = play(inFirstHeroPhase(), [{ type: 'setVictoryPoints', player: 'me', round: 1, parts: { objectives: 6, battleTactic: tactic, other: 1 } }]);
    expect(victoryPointTotals(game)).toEqual({ me: 12, opponent: 0 });
    const attempted = play(game, [{ type: 'setVictoryPoints', player: 'me', round: 1, parts: { battleTactic: { ...tactic, status: 'attempted' } } }]);
    expect(victoryPointTotals(attempted).me).toBe(7);
    expect(refusal(game, { type: 'setVictoryPoints', player: 'me', round: 1, parts: { battleTactic: { ...tactic, card: 'Flanking Firestorm' } } })).toEqual([
      { code: 'NOT_A_LIST_CARD', params: { card: 'Flanking Firestorm' } },
    ]);
    expect(codes(game, { type: 'setVictoryPoints', player: 'me', round: 2, parts: { objectives: 1 } })).toEqual(['ROUND_NOT_REACHED']);
    expect(refusal(game, { type: 'setVictoryPoints', player: 'me', round: 1, parts: { objectives: -1 } })?.[0]).toMatchObject({
      code: 'INVALID_VALUE',
      params: { field: 'objectives' },
    });
  });

  it('ends with the result from the totals, takes only score corrections afterwards, and follows them', () => {
    const scored = play(inFirstHeroPhase(), [
      { type: 'setVictoryPoints', player: 'me', round: 1, parts: { objectives: 4 } },
      { type: 'setVictoryPoints', player: 'opponent', round: 1, parts: { objectives: 5 } },
    ]);
    const ended = play(scored, [{ type: 'endGame' }]);
    expect(ended).toMatchObject({ result: 'lost', finishedAt: GAME_START + 60_000 });
    expect(codes(ended, { type: 'nextPhase' })).toEqual(['GAME_FINISHED']);
    expect(codes(ended, { type: 'endGame' })).toEqual(['GAME_FINISHED']);
    expect(play(ended, [{ type: 'setVictoryPoints', player: 'me', round: 1, parts: { other: 1 } }]).result).toBe('drawn');
  });

  it('sets the opponent and the battleplan, refusing bad values by field', () => {
    const game = play(startRealGame(data()), [
      { type: 'setOpponent', opponent: { army: 'Skaven' }, armyFacts: { auxiliaryUnits: 2 } },
      { type: 'setBattleplan', battleplan: ' The Vice ' },
    ]);
    expect(game.opponent).toEqual({ name: 'Alice', army: 'Skaven', list: null });
    expect(game.armyFacts.opponent).toEqual({ auxiliaryUnits: 2, underspent: null });
    expect(game.battleplan).toBe('The Vice');
    expect(refusal(game, { type: 'setOpponent', opponent: { name: '' } })?.[0]).toMatchObject({ code: 'INVALID_VALUE', params: { field: 'name' } });
    expect(refusal(game, { type: 'setOpponent', opponent: {}, armyFacts: { auxiliaryUnits: -1 } })?.[0]).toMatchObject({
      code: 'INVALID_VALUE',
      params: { field: 'auxiliaryUnits' },
    });
  });

  it('leaves the game untouched when it refuses an action', () => {
    const game = inFirstHeroPhase();
    const copy = structuredClone(game);
    expect(applyGameAction(game, { type: 'undoSpend', player: 'me' }, { now: GAME_START + 999 }).ok).toBe(false);
    expect(game).toEqual(copy);
  });
});
