// Property tests of the game reducer: random sequences of the actions a
// player can take, from a game of a real list against a real list, on real
// abilities and the core commands.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { GAME_START, opponentList, startRealGame } from '../../test/game-support.js';
import { findRealAbility } from '../../test/phase-support.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { CORE_COMMANDS } from '../core-rules/core-abilities.js';
import { BATTLE_TACTIC_MODES } from '../model/value-lists.js';
import { abilityFrequency } from '../phase/ability-frequency.js';
import { activeTicks } from './ability-ticks.js';
import { applyGameAction } from './apply-game-action.js';
import { commandPointsInHand } from './command-point-ledger.js';
import { gameSchemas, PLAYERS, type Game } from './game.js';
import type { GameAction } from './game-action.js';
import { roundVictoryPoints, victoryPointsByRound, victoryPointTotals } from './victory-points.js';

const data = () => loadRealGameData();
const start = () => startRealGame(data(), { opponentList: { kind: 'list', list: opponentList() } });

/** Real abilities of every frequency: once per battle (per unit), per battle round, per turn, per phase, and unlimited. */
const abilities = () => [
  findRealAbility(data(), 'Heavens-sent', 'Stormcast Eternals'),
  findRealAbility(data(), 'Splinters of the Vermindoom', 'Skaven'),
  findRealAbility(data(), 'Their Finest Hour', 'Stormcast Eternals'),
  findRealAbility(data(), 'Rage of Arkhar'),
  findRealAbility(data(), 'Hatred of Heroes', 'Beasts of Chaos'),
  ...CORE_COMMANDS,
];

function actionArbitrary(): fc.Arbitrary<GameAction> {
  const player = fc.constantFrom(...PLAYERS);
  const round = fc.integer({ min: 0, max: 6 });
  const ability = fc.constantFrom(...abilities());
  const holder = fc.constantFrom(null, 'Liberators', 'Knight-Azyros');
  const tactic = fc.record({
    card: fc.constantFrom('Blazing Onslaught', 'Legend of the Parch'),
    tactic: fc.constantFrom(...BATTLE_TACTIC_MODES),
    status: fc.constantFrom('attempted' as const, 'completed' as const),
    points: fc.integer({ min: 0, max: 6 }),
  });
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant({ type: 'nextPhase' } as const) },
    { weight: 2, arbitrary: fc.constant({ type: 'previousPhase' } as const) },
    { weight: 3, arbitrary: fc.record({ type: fc.constant('nextTurn' as const), firstPlayer: fc.option(player, { nil: undefined }) }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('setFirstPlayer' as const), round, player }) },
    { weight: 3, arbitrary: fc.record({ type: fc.constant('spendCommandPoints' as const), player, command: fc.constantFrom(...CORE_COMMANDS) }) },
    { weight: 2, arbitrary: fc.record({ type: fc.constant('useCommand' as const), player, command: fc.constantFrom(...CORE_COMMANDS) }) },
    { weight: 2, arbitrary: fc.record({ type: fc.constant('undoSpend' as const), player }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('adjustCommandPoints' as const), player, amount: fc.integer({ min: -3, max: 3 }) }) },
    {
      weight: 3,
      arbitrary: fc.record({
        type: fc.constant('setVictoryPoints' as const),
        player,
        round,
        parts: fc.record(
          { objectives: fc.integer({ min: 0, max: 10 }), other: fc.integer({ min: 0, max: 3 }), battleTactic: fc.option(tactic, { nil: null }) },
          { requiredKeys: [] },
        ),
      }),
    },
    { weight: 3, arbitrary: fc.record({ type: fc.constant('tickAbility' as const), player, ability, holder }) },
    {
      weight: 1,
      arbitrary: fc.record({
        type: fc.constant('untickAbility' as const),
        player,
        abilityId: ability.map((entry) => entry.id),
        holder: fc.option(holder, { nil: undefined }),
      }),
    },
    { weight: 1, arbitrary: fc.constant({ type: 'endGame' } as const) },
  );
}

type Step = { before: Game; action: GameAction; after: Game | null };

/** Plays the actions in order, each a minute after the last; refused ones leave the game as it was. */
function playAll(actions: readonly GameAction[]): Step[] {
  const steps: Step[] = [];
  let game = start();
  actions.forEach((action, index) => {
    const applied = applyGameAction(game, action, { now: GAME_START + (index + 1) * 60_000 });
    steps.push({ before: game, action, after: applied.ok ? applied.value : null });
    if (applied.ok) game = applied.value;
  });
  return steps;
}

const sequences = fc.array(actionArbitrary(), { minLength: 1, maxLength: 60 });

describe('applyGameAction: properties over random games', () => {
  it('keeps every game valid to store, in battle rounds 1 to 5, with no player below zero command points', () => {
    fc.assert(
      fc.property(sequences, (actions) => {
        for (const { after } of playAll(actions)) {
          if (!after) continue;
          expect(gameSchemas().GameSchema.safeParse(after).success).toBe(true);
          expect(after.position.round).toBeGreaterThanOrEqual(1);
          expect(after.position.round).toBeLessThanOrEqual(5);
          for (const player of PLAYERS) expect(commandPointsInHand(after, player)).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('adds up: the totals are the rounds’ points, and the chart’s running totals end at the totals of the rounds reached', () => {
    fc.assert(
      fc.property(sequences, (actions) => {
        for (const { after } of playAll(actions)) {
          if (!after) continue;
          const totals = victoryPointTotals(after);
          for (const player of PLAYERS)
            expect(totals[player]).toBe(after.rounds.reduce((sum, round) => sum + roundVictoryPoints(round.victoryPoints[player]), 0));
          const chart = victoryPointsByRound(after);
          const reached = victoryPointTotals(after, after.position.round + 1);
          expect(chart).toHaveLength(after.position.round);
          expect([chart.at(-1)?.meTotal, chart.at(-1)?.opponentTotal]).toEqual([reached.me, reached.opponent]);
          expect(chart.reduce((sum, round) => sum + round.me, 0)).toBe(reached.me);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('undoes a spend exactly, a command’s use with its tick', () => {
    fc.assert(
      fc.property(sequences, (actions) => {
        for (const { before, action, after } of playAll(actions)) {
          if (!after || (action.type !== 'spendCommandPoints' && action.type !== 'useCommand')) continue;
          const undo = { type: 'undoSpend', player: action.player, commandId: action.command.id } as const;
          const undone = applyGameAction(after, undo, { now: before.updatedAt });
          expect(undone.ok && undone.value).toEqual(before);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('keeps once-per-battle ticks whatever happens, clears once-per-turn ticks on Next turn and once-per-phase ticks on Next phase', () => {
    fc.assert(
      fc.property(sequences, (actions) => {
        for (const { before, action, after } of playAll(actions)) {
          if (!after) continue;
          const active = (game: Game, kinds: readonly string[]) => activeTicks(game).filter((tick) => kinds.includes(tick.kind));
          if (action.type === 'tickAbility') expect(active(after, ['oncePerBattle'])).toEqual(expect.arrayContaining(active(before, ['oncePerBattle'])));
          else if (action.type !== 'untickAbility') expect(active(after, ['oncePerBattle'])).toEqual(active(before, ['oncePerBattle']));
          const stillActive = new Set(activeTicks(after));
          const cleared = (kinds: readonly string[]) => expect(active(before, kinds).filter((tick) => stillActive.has(tick))).toEqual([]);
          if (action.type === 'nextTurn') cleared(['oncePerTurn', 'oncePerPhase']);
          if (action.type === 'nextPhase') cleared(['oncePerPhase']);
          // Whatever the moves, a tick that counts is one of this round, turn or phase as its kind says.
          for (const tick of activeTicks(after)) {
            if (tick.kind !== 'oncePerBattle') expect(tick.at.round).toBe(after.position.round);
            if (tick.kind === 'oncePerTurn' || tick.kind === 'oncePerPhase') expect(tick.at.turn).toBe(after.position.turn);
            if (tick.kind === 'oncePerPhase') expect(tick.at.phase).toBe(after.position.phase);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('refuses to tick a limited ability twice in its scope, and never ticks an unlimited one', () => {
    fc.assert(
      fc.property(sequences, (actions) => {
        for (const { before, action, after } of playAll(actions)) {
          if (action.type !== 'tickAbility') continue;
          const frequency = abilityFrequency(action.ability);
          if (frequency.kind === 'unlimited') expect(after).toBeNull();
          if (!after) continue;
          const again = applyGameAction(after, action, { now: after.updatedAt });
          expect(again.ok).toBe(false);
          expect(after.ticks.length).toBe(before.ticks.length + 1);
        }
      }),
      { numRuns: 150 },
    );
  });
});
