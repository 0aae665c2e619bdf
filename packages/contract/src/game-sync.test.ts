import { describe, expect, it } from 'vitest';

import { GameStatesSchema, GameSyncAnswerSchema, GameSyncBodySchema } from './game-sync.js';
import { SYNC_LIMITS } from './limits.js';

const sides = { me: { objectives: 0, battleTactic: null, other: 0 }, opponent: { objectives: 0, battleTactic: null, other: 0 } };
const facts = { auxiliaryUnits: null, underspent: null };
const game = (id: string, extra: Record<string, unknown> = {}) => ({
  version: 1,
  id,
  listId: 'list-1',
  list: { name: 'Storm Host', faction: 'Stormcast Eternals', battleTacticCards: [] },
  opponent: { name: 'Alice', army: null, list: null },
  battleplan: 'Passing Seasons',
  rounds: Array.from({ length: 5 }, (_, index) => ({ firstPlayer: index === 0 ? 'me' : null, victoryPoints: sides })),
  position: { round: 1, turn: 0, phase: 'Deployment Phase' },
  armyFacts: { me: facts, opponent: facts },
  commandPoints: [],
  ticks: [],
  result: null,
  createdAt: 1,
  updatedAt: 2,
  finishedAt: null,
  deleted: false,
  deletedAt: null,
  ...extra,
});

describe('games sync bodies', () => {
  it('fills a body with empty arrays and takes games and ids to fetch', () => {
    expect(GameSyncBodySchema.parse({})).toEqual({ games: [], outdatedGames: [] });
    expect(GameSyncBodySchema.parse({ games: [game('g1')], outdatedGames: ['g2'] }).games[0]).toEqual(game('g1'));
  });

  it('accepts the states and an answer', () => {
    const states = { gameStates: [{ id: 'g1', updatedAt: 2, deleted: false }] };
    expect(GameStatesSchema.parse(states)).toEqual(states);
    const answer = { games: [game('g1')], ...states, conflicts: ['g1'] };
    expect(GameSyncAnswerSchema.parse(answer)).toEqual(answer);
  });

  it('refuses a game past the limits: a long id, a game too large as JSON, too many games or ids in one body', () => {
    expect(GameSyncBodySchema.safeParse({ games: [game('x'.repeat(SYNC_LIMITS.idLength + 1))] }).success).toBe(false);
    expect(GameSyncBodySchema.safeParse({ games: [game('g1', { listId: '' })] }).success).toBe(false);
    const huge = game('g1', { opponent: { name: null, army: null, list: { kind: 'text', text: 'x'.repeat(100_000) } }, battleplan: 'b' });
    expect(GameSyncBodySchema.safeParse({ games: [huge] }).success).toBe(true);
    const ticks = Array.from({ length: 2000 }, () => ({
      player: 'me',
      abilityId: 'a'.repeat(40),
      abilityName: 'n'.repeat(40),
      holder: null,
      kind: 'oncePerBattle',
      at: { round: 1, turn: 0, phase: 'Deployment Phase' },
    }));
    const refused = GameSyncBodySchema.safeParse({ games: [game('g1', { ticks })] });
    expect(refused.error?.issues[0]?.message).toBe(`A game may take at most ${SYNC_LIMITS.gameJsonLength} characters as JSON.`);
    const many = Array.from({ length: SYNC_LIMITS.gamesPerSync + 1 }, (_, index) => `g${index}`);
    expect(GameSyncBodySchema.safeParse({ outdatedGames: many }).success).toBe(false);
    expect(GameSyncBodySchema.safeParse({ games: many.map((id) => game(id)) }).success).toBe(false);
  });
});
