import { z } from 'zod';

import { COMMAND_POINT_GAIN_REASONS } from '../core-rules/command-points.js';
import { ArmyListSchema } from '../list/army-list.js';
import { BATTLE_TACTIC_MODES } from '../model/value-lists.js';
import { FREQUENCY_KINDS } from '../phase/frequency-patterns.js';
import { MAX_LIST_TEXT_LENGTH } from '../text/input-limits.js';

// A game at the table, as stored and synced: plain data, checked with these
// schemas when it crosses a boundary (storage, sync). The engine derives
// everything else (command points in hand, totals, the result) from it.

export const GAME_SCHEMA_VERSION = 1;

/** The two sides: 'me' plays the list the game started from. */
export const PLAYERS = ['me', 'opponent'] as const;
export const PlayerSchema = z.enum(PLAYERS);
export type Player = z.infer<typeof PlayerSchema>;

export const BATTLE_ROUNDS = 5;
export const BattleRoundSchema = z.number().int().min(1).max(BATTLE_ROUNDS);

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
export const GamePhaseSchema = z.enum(GAME_PHASES);
export type GamePhase = z.infer<typeof GamePhaseSchema>;

/** The phases before the turns of a battle round: the Deployment Phase (round 1 only) and Start of Battle Round. */
export const ROUND_PHASES: readonly GamePhase[] = ['Deployment Phase', 'Start of Battle Round'];

/**
 * Where a game stands. turn 0 is before the round's turns (the Deployment
 * Phase, then each round's Start of Battle Round); 1 and 2 are the first and
 * second player's turns.
 */
export const GamePositionSchema = z
  .object({
    round: BattleRoundSchema,
    turn: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    phase: GamePhaseSchema,
  })
  .refine((position) => (position.turn === 0) === ROUND_PHASES.includes(position.phase), {
    message: 'Turn 0 holds the Deployment Phase and Start of Battle Round, and only they.',
  })
  .refine((position) => position.phase !== 'Deployment Phase' || position.round === 1, { message: 'Deployment comes before battle round 1.' });
export type GamePosition = z.infer<typeof GamePositionSchema>;

const MAX_POINTS = 99;
const victoryPoints = z.number().int().min(0).max(MAX_POINTS);

export const BATTLE_TACTIC_STATUSES = ['attempted', 'completed'] as const;

/** The battle tactic a player tried in a turn: one of their cards' three tactics. */
export const BattleTacticScoreSchema = z.object({
  card: z.string().min(1).max(100),
  tactic: z.enum(BATTLE_TACTIC_MODES),
  status: z.enum(BATTLE_TACTIC_STATUSES),
  /** What completing it scores; counted only when completed. */
  points: victoryPoints,
});
export type BattleTacticScore = z.infer<typeof BattleTacticScoreSchema>;

/** A player's victory points of one battle round (their turn in it), by where they came from. */
export const VictoryPointPartsSchema = z.object({
  objectives: victoryPoints,
  battleTactic: BattleTacticScoreSchema.nullable(),
  /** Anything else, by hand. */
  other: victoryPoints,
});
export type VictoryPointParts = z.infer<typeof VictoryPointPartsSchema>;

export const GameRoundSchema = z.object({
  /** Who took the first turn: chosen each round (the priority roll); null until it is. */
  firstPlayer: PlayerSchema.nullable(),
  victoryPoints: z.object({ me: VictoryPointPartsSchema, opponent: VictoryPointPartsSchema }),
});
export type GameRound = z.infer<typeof GameRoundSchema>;

/**
 * The command-point ledger. A player's command points in hand are the sum of
 * the current battle round's entries: unspent points are lost when it ends.
 */
export const CommandPointEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('gain'),
    player: PlayerSchema,
    round: BattleRoundSchema,
    reason: z.enum(COMMAND_POINT_GAIN_REASONS),
    amount: z.number().int().min(1),
  }),
  z.object({
    kind: z.literal('spend'),
    player: PlayerSchema,
    round: BattleRoundSchema,
    at: GamePositionSchema,
    command: z.object({ id: z.string().min(1), name: z.string() }),
    amount: z.number().int().min(0),
    /** The use also ticked the command (useCommand): undoing the spend takes the tick back too. */
    ticked: z.boolean().optional(),
  }),
  /** A correction by hand, up or down. */
  z.object({ kind: z.literal('adjust'), player: PlayerSchema, round: BattleRoundSchema, amount: z.number().int() }),
]);
export type CommandPointEntry = z.infer<typeof CommandPointEntrySchema>;

/** The frequencies a tick is kept for; unlimited abilities are not ticked. */
export const TickKindSchema = z.enum(FREQUENCY_KINDS).exclude(['unlimited']);
export type TickKind = z.infer<typeof TickKindSchema>;

/** A use of a limited ability. It counts as used while its scope lasts (see activeTicks). */
export const AbilityTickSchema = z.object({
  player: PlayerSchema,
  abilityId: z.string().min(1),
  abilityName: z.string(),
  /** Which unit used it, when several have it and each may; null when the army uses it. */
  holder: z.string().max(100).nullable(),
  kind: TickKindSchema,
  at: GamePositionSchema,
});
export type AbilityTick = z.infer<typeof AbilityTickSchema>;

/** What decides a side's extra command points; null when nobody told the game. */
export const ArmyFactsSchema = z.object({
  auxiliaryUnits: z.number().int().min(0).nullable(),
  /** The list is at least the underspend margin under its points limit. */
  underspent: z.boolean().nullable(),
});
export type ArmyFacts = z.infer<typeof ArmyFactsSchema>;

/** The opponent's list: one of ours (imported from text or a link), or the text as pasted when it would not import. */
export const OpponentListSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('list'), list: ArmyListSchema }),
  z.object({ kind: z.literal('text'), text: z.string().min(1).max(MAX_LIST_TEXT_LENGTH) }),
]);
export type OpponentList = z.infer<typeof OpponentListSchema>;

export const OpponentSchema = z.object({
  name: z.string().trim().min(1).max(100).nullable(),
  army: z.string().trim().min(1).max(100).nullable(),
  list: OpponentListSchema.nullable(),
});
export type Opponent = z.infer<typeof OpponentSchema>;

/** The battleplan's name, free text. */
export const BattleplanSchema = z.string().trim().max(100);

export const GAME_RESULTS = ['won', 'drawn', 'lost'] as const;
export const GameResultSchema = z.enum(GAME_RESULTS);
export type GameResult = z.infer<typeof GameResultSchema>;

export const GameSchema = z.object({
  version: z.literal(GAME_SCHEMA_VERSION),
  id: z.string().min(1),
  /** The list the game was played with; its name and army are kept in `list` should it change or go. */
  listId: z.string().min(1),
  list: z.object({ name: z.string(), faction: z.string(), battleTacticCards: z.array(z.string()).max(2) }),
  opponent: OpponentSchema,
  battleplan: BattleplanSchema,
  rounds: z.array(GameRoundSchema).length(BATTLE_ROUNDS),
  position: GamePositionSchema,
  armyFacts: z.object({ me: ArmyFactsSchema, opponent: ArmyFactsSchema }),
  commandPoints: z.array(CommandPointEntrySchema).max(1000),
  ticks: z.array(AbilityTickSchema).max(2000),
  /** Set when the game ends, from the victory point totals. */
  result: GameResultSchema.nullable(),
  /** Epoch milliseconds, like a list's _createdAt and _updatedAt: sync compares updatedAt (newer wins per game). */
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
  deleted: z.boolean(),
  deletedAt: z.number().int().nullable(),
});
export type Game = z.infer<typeof GameSchema>;
