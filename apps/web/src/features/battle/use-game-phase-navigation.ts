// The battle view's navigation while a game runs: the game's phase leads.
// Previous and Next move the game (its command points and per-phase ticks
// follow, by the engine); the header names the game's round and turn, and
// the list's abilities of that phase show, when it has any. Where the game
// cannot move on, the screen asks what it needs: who takes the first turn of
// a new round, or whether the game is over.
import { nextPosition, previousPosition, type BattleView, type Game, type GameAction } from '@scrolldex/rules';
import { useAtom } from 'jotai';

import { battlePhaseViewAtom } from '../../state/settings';
import { type PlayGame, positionLabel } from '../games';
import { PASSIVES, type PhaseNavigation } from './use-phase-navigation';

export type GameMoveAnswers = { onFirstPlayerNeeded: () => void; onGameOver: () => void };

export function useGamePhaseNavigation(view: BattleView, game: Game, play: PlayGame, answers: GameMoveAnswers): PhaseNavigation {
  const [phaseView, setPhaseView] = useAtom(battlePhaseViewAtom);
  const passives = view.phases.find((phase) => phase.phase === PASSIVES) ?? null;
  const move = (action: GameAction) => {
    setPhaseView(true);
    const outcome = play(action, { quiet: ['FIRST_PLAYER_NOT_CHOSEN', 'NO_NEXT_PHASE'] });
    if (!('refused' in outcome)) return;
    if (outcome.refused.code === 'FIRST_PLAYER_NOT_CHOSEN') answers.onFirstPlayerNeeded();
    if (outcome.refused.code === 'NO_NEXT_PHASE') answers.onGameOver();
  };
  return {
    steps: [],
    index: 0,
    phaseView,
    current: phaseView ? (view.phases.find((phase) => phase.phase === game.position.phase) ?? null) : passives,
    phase: phaseView ? game.position.phase : PASSIVES,
    position: phaseView ? positionLabel(game) : 'Any time',
    previousTarget: previousPosition(game.position)?.phase ?? null,
    nextTarget: nextPosition(game.position)?.phase ?? null,
    // The game's phases are not picked from a list: they follow the game.
    select: () => undefined,
    next: () => move({ type: 'nextPhase' }),
    previous: () => move({ type: 'previousPhase' }),
    togglePassives: () => setPhaseView(!phaseView),
  };
}
