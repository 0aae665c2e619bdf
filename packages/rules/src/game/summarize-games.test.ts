import { describe, expect, it } from 'vitest';

import { summarizeGames } from './summarize-games.js';

describe('summarizeGames', () => {
  it('counts wins, draws and losses of finished games, games in progress apart, deleted games not at all', () => {
    const game = (result: 'won' | 'drawn' | 'lost' | null, deleted = false) => ({ result, deleted });
    expect(summarizeGames([game('won'), game('won'), game('lost'), game('drawn'), game(null), game('won', true), game(null, true)])).toEqual({
      won: 2,
      drawn: 1,
      lost: 1,
      played: 4,
      inProgress: 1,
    });
    expect(summarizeGames([])).toEqual({ won: 0, drawn: 0, lost: 0, played: 0, inProgress: 0 });
  });
});
