import { z } from 'zod/mini';

import { COMMAND_POINT_GAIN_REASONS } from '../core-rules/command-points.js';
import { listSchemas } from '../list/army-list.js';
import { BATTLE_TACTIC_MODES } from '../model/value-lists.js';
import { FREQUENCY_KINDS, type FrequencyKind } from '../phase/frequency-patterns.js';
import { builtOnce } from '../shared/built-once.js';
import { MAX_LIST_TEXT_LENGTH } from '../text/input-limits.js';

// A game at the table, as stored and synced: plain data, checked with these
// schemas when it crosses a boundary (storage, sync). The engine derives
// everything else (command points in hand, totals, the result) from it.

export const GAME_SCHEMA_VERSION = 1;

/** The two sides: 'me' plays the list the game started from. */
export const PLAYERS = ['me', 'opponent'] as const;

export const BATTLE_ROUNDS = 5;

/** The phases a game steps through, in order: the battle view's phases that happen at the table. */
export const GAME_PHASES = [
  'Deployment Phase',
  'Start of Battle Round',
  'Start of Turn',
  'Hero Phase',
  'Movement Phase',
  'Shooting Phase',
  'Charge Phase',
  'Combat Phase',
  'End of Turn',
] as const;
export type GamePhase = (typeof GAME_PHASES)[number];

/** The phases before the turns of a battle round: the Deployment Phase (round 1 only) and Start of Battle Round. */
export const ROUND_PHASES: readonly GamePhase[] = ['Deployment Phase', 'Start of Battle Round'];

const MAX_POINTS = 99;

export const BATTLE_TACTIC_STATUSES = ['attempted', 'completed'] as const;

export const GAME_RESULTS = ['won', 'drawn', 'lost'] as const;

/** The frequencies a tick is kept for; unlimited abilities are not ticked. */
const TICK_KINDS = FREQUENCY_KINDS.filter((kind): kind is Exclude<FrequencyKind, 'unlimited'> => kind !== 'unlimited');

/**
 * The schemas of a game, made at their first use: they take a phone's battle view milliseconds (CPU 4x) to make, and
 * the view checks a game only when the device holds one. zod/mini, as the list's schemas: the battle view and the
 * Lists tab load no classic zod (its module alone took them tens of milliseconds at CPU 4x).
 */
export const gameSchemas = builtOnce(() => {
  const PlayerSchema = z.enum(PLAYERS);

  const BattleRoundSchema = z.int().check(z.minimum(1), z.maximum(BATTLE_ROUNDS));

  const GamePhaseSchema = z.enum(GAME_PHASES);

  /**
   * Where a game stands. turn 0 is before the round's turns (the Deployment
   * Phase, then each round's Start of Battle Round); 1 and 2 are the first and
   * second player's turns.
   */
  const GamePositionSchema = z
    .object({
      round: BattleRoundSchema,
      turn: z.union([z.literal(0), z.literal(1), z.literal(2)]),
      phase: GamePhaseSchema,
    })
    .check(
      z.refine((position) => (position.turn === 0) === ROUND_PHASES.includes(position.phase), {
        message: 'Turn 0 holds the Deployment Phase and Start of Battle Round, and only they.',
      }),
      z.refine((position) => position.phase !== 'Deployment Phase' || position.round === 1, { message: 'Deployment comes before battle round 1.' }),
    );

  const victoryPoints = z.int().check(z.minimum(0), z.maximum(MAX_POINTS));

  /** The battle tactic a player tried in a turn: one of their cards' three tactics. */
  const BattleTacticScoreSchema = z.object({
    card: z.string().check(z.minLength(1), z.maxLength(100)),
    tactic: z.enum(BATTLE_TACTIC_MODES),
    status: z.enum(BATTLE_TACTIC_STATUSES),
    /** What completing it scores; counted only when completed. */
    points: victoryPoints,
  });

  /** A player's victory points of one battle round (their turn in it), by where they came from. */
  const VictoryPointPartsSchema = z.object({
    objectives: victoryPoints,
    battleTactic: z.nullable(BattleTacticScoreSchema),
    /** Anything else, by hand. */
    other: victoryPoints,
  });

  const GameRoundSchema = z.object({
    /** Who took the first turn: chosen each round (the priority roll); null until it is. */
    firstPlayer: z.nullable(PlayerSchema),
    victoryPoints: z.object({ me: VictoryPointPartsSchema, opponent: VictoryPointPartsSchema }),
  });

  /**
   * The command-point ledger. A player's command points in hand are the sum of
   * the current battle round's entries: unspent points are lost when it ends.
   * A plain union of the kinds, here and in OpponentListSchema: zod/mini's
   * discriminated union and exact-length check are code of their own in the
   * first bundle, which every app screen loads (zod's core is one chunk).
   */
  const CommandPointEntrySchema = z.union([
    z.object({
      kind: z.literal('gain'),
      player: PlayerSchema,
      round: BattleRoundSchema,
      reason: z.enum(COMMAND_POINT_GAIN_REASONS),
      amount: z.int().check(z.minimum(1)),
    }),
    z.object({
      kind: z.literal('spend'),
      player: PlayerSchema,
      round: BattleRoundSchema,
      at: GamePositionSchema,
      command: z.object({ id: z.string().check(z.minLength(1)), name: z.string() }),
      amount: z.int().check(z.minimum(0)),
      /** The use also ticked the command (useCommand): undoing the spend takes the tick back too. */
      ticked: z.optional(z.boolean()),
    }),
    /** A correction by hand, up or down. */
    z.object({ kind: z.literal('adjust'), player: PlayerSchema, round: BattleRoundSchema, amount: z.int() }),
  ]);

  const TickKindSchema = z.enum(TICK_KINDS);

  /** A use of a limited ability. It counts as used while its scope lasts (see activeTicks). */
  const AbilityTickSchema = z.object({
    player: PlayerSchema,
    abilityId: z.string().check(z.minLength(1)),
    abilityName: z.string(),
    /** Which unit used it, when several have it and each may; null when the army uses it. */
    holder: z.nullable(z.string().check(z.maxLength(100))),
    kind: TickKindSchema,
    at: GamePositionSchema,
  });

  /** What decides a side's extra command points; null when nobody told the game. */
  const ArmyFactsSchema = z.object({
    auxiliaryUnits: z.nullable(z.int().check(z.minimum(0))),
    /** The list is at least the underspend margin under its points limit. */
    underspent: z.nullable(z.boolean()),
  });

  /** The opponent's list: one of ours (imported from text or a link), or the text as pasted when it would not import. */
  const OpponentListSchema = z.union([
    z.object({ kind: z.literal('list'), list: listSchemas().ArmyListSchema }),
    z.object({ kind: z.literal('text'), text: z.string().check(z.minLength(1), z.maxLength(MAX_LIST_TEXT_LENGTH)) }),
  ]);

  const OpponentSchema = z.object({
    name: z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
    army: z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
    list: z.nullable(OpponentListSchema),
  });

  /** The battleplan's name, free text. */
  const BattleplanSchema = z.string().check(z.trim(), z.maxLength(100));

  const GameResultSchema = z.enum(GAME_RESULTS);

  const GameSchema = z.object({
    version: z.literal(GAME_SCHEMA_VERSION),
    id: z.string().check(z.minLength(1)),
    /** The list the game was played with; its name and army are kept in `list` should it change or go. */
    listId: z.string().check(z.minLength(1)),
    list: z.object({ name: z.string(), faction: z.string(), battleTacticCards: z.array(z.string()).check(z.maxLength(2)) }),
    opponent: OpponentSchema,
    battleplan: BattleplanSchema,
    rounds: z.array(GameRoundSchema).check(z.minLength(BATTLE_ROUNDS), z.maxLength(BATTLE_ROUNDS)),
    position: GamePositionSchema,
    armyFacts: z.object({ me: ArmyFactsSchema, opponent: ArmyFactsSchema }),
    commandPoints: z.array(CommandPointEntrySchema).check(z.maxLength(1000)),
    ticks: z.array(AbilityTickSchema).check(z.maxLength(2000)),
    /** Set when the game ends, from the victory point totals. */
    result: z.nullable(GameResultSchema),
    /** Epoch milliseconds, like a list's _createdAt and _updatedAt: sync compares updatedAt (newer wins per game). */
    createdAt: z.int(),
    updatedAt: z.int(),
    finishedAt: z.nullable(z.int()),
    deleted: z.boolean(),
    deletedAt: z.nullable(z.int()),
  });

  return {
    PlayerSchema,
    BattleRoundSchema,
    GamePhaseSchema,
    GamePositionSchema,
    BattleTacticScoreSchema,
    VictoryPointPartsSchema,
    GameRoundSchema,
    CommandPointEntrySchema,
    TickKindSchema,
    AbilityTickSchema,
    ArmyFactsSchema,
    OpponentListSchema,
    OpponentSchema,
    BattleplanSchema,
    GameResultSchema,
    GameSchema,
  };
});
type GameSchemas = ReturnType<typeof gameSchemas>;

export type Player = z.infer<GameSchemas['PlayerSchema']>;
export type GamePosition = z.infer<GameSchemas['GamePositionSchema']>;
export type BattleTacticScore = z.infer<GameSchemas['BattleTacticScoreSchema']>;
export type VictoryPointParts = z.infer<GameSchemas['VictoryPointPartsSchema']>;
export type GameRound = z.infer<GameSchemas['GameRoundSchema']>;
export type CommandPointEntry = z.infer<GameSchemas['CommandPointEntrySchema']>;
export type TickKind = z.infer<GameSchemas['TickKindSchema']>;
export type AbilityTick = z.infer<GameSchemas['AbilityTickSchema']>;
export type ArmyFacts = z.infer<GameSchemas['ArmyFactsSchema']>;
export type OpponentList = z.infer<GameSchemas['OpponentListSchema']>;
export type Opponent = z.infer<GameSchemas['OpponentSchema']>;
export type GameResult = z.infer<GameSchemas['GameResultSchema']>;
export type Game = z.infer<GameSchemas['GameSchema']>;
