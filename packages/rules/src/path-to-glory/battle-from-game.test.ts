import { describe, expect, it } from 'vitest';

import { play, startRealGame } from '../../test/game-support.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { data, makeRoster, NOW } from '../../test/roster-support.js';
import { battleFromGame, hasLoggedGame } from './battle-from-game.js';
import { formatRoster } from './format-roster.js';
import { logBattle } from './log-battle.js';
import { rosterSchemas } from './roster.js';

const finished = () =>
  play(startRealGame(loadRealGameData()), [
    { type: 'setVictoryPoints', player: 'me', round: 1, parts: { objectives: 6 } },
    { type: 'setVictoryPoints', player: 'opponent', round: 1, parts: { objectives: 4 } },
    { type: 'endGame' },
  ]);

describe('a game at the table as a battle of a roster', () => {
  it("fills in the finished game's day, opponent, result and score", () => {
    expect(battleFromGame(finished())).toEqual({ date: '2026-01-10', opponent: 'Alice', result: 'win', gameId: 'game-1', score: { me: 6, opponent: 4 } });
    expect(battleFromGame(startRealGame(loadRealGameData()))).toBeNull();
  });

  it("names the opponent's army when the game has no name for them", () => {
    const game = { ...finished(), opponent: { name: null, army: 'Skaven', list: null } };
    expect(battleFromGame(game)?.opponent).toBe('Skaven');
    expect(battleFromGame({ ...game, result: 'drawn' })?.result).toBe('draw');
  });

  it('is logged once, and the log remembers it', () => {
    const roster = makeRoster('Ascension', [{ op: 'addUnit', id: 'u1', name: 'Knight-Questor' }]);
    const battle = battleFromGame(finished())!;
    expect(hasLoggedGame(roster, 'game-1')).toBe(false);
    const logged = logBattle(roster, { ...battle, id: 'b1', glory: 2, renown: { u1: 1 }, scars: [] }, data(), NOW).roster;
    expect(hasLoggedGame(logged, 'game-1')).toBe(true);
    expect(logged.log[0]).toMatchObject({ gameId: 'game-1', score: { me: 6, opponent: 4 } });
    // The shared text gives the score.
    expect(formatRoster(logged, data())).toContain('- 2026-01-10 Win vs Alice 6–4, +2 glory; renown Knight-Questor +1');
  });

  it('reads a roster stored before battles kept their game: logged by hand, no score', () => {
    const roster = makeRoster('Ascension');
    const old = { ...roster, log: [{ id: 'b1', date: '2026-11-28', opponent: 'Ironjawz', result: 'win', glory: 1, renown: {}, scars: [] }] };
    expect(rosterSchemas().CampaignRosterSchema.parse(JSON.parse(JSON.stringify(old))).log[0]).toMatchObject({ gameId: null, score: null });
  });
});
