// A valid game at the table as a client syncs it (GameSchema of the rules package), for the games sync tests:
// battle round 2 of a game against Alice, with a command spent and an ability ticked.
import { gameSchemas, type Game } from '@scrolldex/rules';

const noPoints = { objectives: 0, battleTactic: null, other: 0 };
const facts = { auxiliaryUnits: 0, underspent: false };

export function syncedGame(id: string, updatedAt: number, extra: Partial<Game> = {}): Game {
  return gameSchemas().GameSchema.parse({
    version: 1,
    id,
    listId: 'list-1',
    list: { name: 'Storm Host', faction: 'Stormcast Eternals', battleTacticCards: ['Blazing Onslaught'] },
    opponent: { name: 'Alice', army: 'Skaven', list: null },
    battleplan: 'Passing Seasons',
    rounds: Array.from({ length: 5 }, (_, index) => ({
      firstPlayer: index < 2 ? 'me' : null,
      victoryPoints: { me: index === 0 ? { ...noPoints, objectives: 4 } : noPoints, opponent: noPoints },
    })),
    position: { round: 2, turn: 1, phase: 'Hero Phase' },
    armyFacts: { me: facts, opponent: facts },
    commandPoints: [
      { kind: 'gain', player: 'me', round: 2, reason: 'battleRound', amount: 4 },
      {
        kind: 'spend',
        player: 'me',
        round: 2,
        at: { round: 2, turn: 1, phase: 'Hero Phase' },
        command: { id: 'core/rally', name: 'Rally' },
        amount: 1,
        ticked: true,
      },
    ],
    ticks: [
      { player: 'me', abilityId: 'core/rally', abilityName: 'Rally', holder: null, kind: 'oncePerPhase', at: { round: 2, turn: 1, phase: 'Hero Phase' } },
    ],
    result: null,
    createdAt: 1_000,
    updatedAt,
    finishedAt: null,
    deleted: false,
    deletedAt: null,
    ...extra,
  });
}
