import { describe, expect, it } from 'vitest';

import { GAME_START, myList, opponentList, startRealGame } from '../../test/game-support.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { gameSchemas } from './game.js';
import { armyFactsOf, startGame } from './start-game.js';

const data = () => loadRealGameData();

describe('startGame', () => {
  it('starts a game of a real list in the Deployment Phase, keeping the list’s name, army and cards', () => {
    const game = startRealGame(data());
    expect(game).toMatchObject({
      id: 'game-1',
      listId: myList().id,
      list: { name: 'Storm Host', faction: 'Stormcast Eternals', battleTacticCards: ['Blazing Onslaught', 'Legend of the Parch'] },
      opponent: { name: 'Alice', army: null, list: null },
      battleplan: 'Passing Seasons',
      position: { round: 1, turn: 0, phase: 'Deployment Phase' },
      armyFacts: { me: { auxiliaryUnits: 0, underspent: false }, opponent: { auxiliaryUnits: null, underspent: null } },
      commandPoints: [],
      ticks: [],
      result: null,
      createdAt: GAME_START,
      updatedAt: GAME_START,
    });
    expect(game.rounds.map((round) => round.firstPlayer)).toEqual(['me', null, null, null, null]);
    // What is stored survives JSON and the schema unchanged.
    expect(gameSchemas().GameSchema.parse(JSON.parse(JSON.stringify(game)))).toEqual(game);
  });

  it('takes the opponent’s army and command point facts from their list', () => {
    const game = startRealGame(data(), { opponentList: { kind: 'list', list: opponentList() } });
    expect(game.opponent.army).toBe('Skaven');
    expect(game.armyFacts.opponent).toEqual({ auxiliaryUnits: 1, underspent: true });
    expect(startRealGame(data(), { opponentArmy: 'Skaven', opponentList: { kind: 'text', text: 'Skaven 2000 points' } }).armyFacts.opponent).toEqual({
      auxiliaryUnits: null,
      underspent: null,
    });
  });

  it('reads an underspent list from its points against its cap', () => {
    expect(armyFactsOf(opponentList(), data())).toEqual({ auxiliaryUnits: 1, underspent: true });
    expect(armyFactsOf({ ...opponentList(), faction: 'No Such Army' }, data())).toEqual({ auxiliaryUnits: 1, underspent: null });
  });

  it('treats an empty name as none, and refuses bad fields by name', () => {
    expect(startRealGame(data(), { opponentName: '  ' }).opponent.name).toBeNull();
    const refused = startGame({ id: '', firstPlayer: 'me', battleplan: 'x'.repeat(101) }, myList(), { now: GAME_START, data: data() });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.errors.map((error) => [error.code, error.params.field])).toEqual([
      ['INVALID_VALUE', 'id'],
      ['INVALID_VALUE', 'battleplan'],
    ]);
    const noPlayer = startGame({ id: 'g', firstPlayer: 'nobody' as 'me' }, myList(), { now: GAME_START, data: data() });
    expect(!noPlayer.ok && noPlayer.errors[0]?.params.field).toBe('firstPlayer');
  });
});
