import { describe, expect, it } from 'vitest';

import { gameSchemas } from './game.js';

describe('gameSchemas', () => {
  it('makes the schemas once: every use checks with the same ones', () => {
    expect(gameSchemas()).toBe(gameSchemas());
    expect(gameSchemas().GameSchema).toBe(gameSchemas().GameSchema);
  });

  it('refuses a bad position with the same sentences as when the schemas were made at load', () => {
    const { GamePositionSchema } = gameSchemas();
    expect(GamePositionSchema.safeParse({ round: 2, turn: 0, phase: 'Deployment Phase' }).error?.issues.map((issue) => issue.message)).toEqual([
      'Deployment comes before battle round 1.',
    ]);
    expect(GamePositionSchema.safeParse({ round: 1, turn: 1, phase: 'Start of Battle Round' }).error?.issues.map((issue) => issue.message)).toEqual([
      'Turn 0 holds the Deployment Phase and Start of Battle Round, and only they.',
    ]);
    expect(GamePositionSchema.safeParse({ round: 6, turn: 1, phase: 'Hero Phase' }).error?.issues[0]?.message).toBe('Too big: expected number to be <=5');
  });
});
