// The game bar at the thumb's reach while a game runs: each player's command
// points and victory points (a tap opens that player's score) and one big
// button for the next turn. Numbers keep their width, so nothing moves when
// they change.
import { commandPointsInHand, playerInTurn, victoryPointTotals, type Game, type Player } from '@scrolldex/rules';
import { ChevronsRight, Flag, Swords } from 'lucide-react';
import { memo } from 'react';

import styles from './game-bar.module.css';
import { playerName } from './game-words';

/** What the big button does now: the next turn, asking who goes first when a round starts, or ending the game after its last turn. */
export type TurnStep = 'nextTurn' | 'chooseFirstPlayer' | 'endGame';

const STEP_LABELS: Record<TurnStep, string> = { nextTurn: 'Next turn', chooseFirstPlayer: 'First turn', endGame: 'End game' };

type Props = { game: Game; step: TurnStep; onStep: () => void; onOpenPlayer: (player: Player) => void };

export const GameBar = memo(function GameBar({ game, step, onStep, onOpenPlayer }: Props) {
  const totals = victoryPointTotals(game);
  const inTurn = playerInTurn(game.position, game.rounds[game.position.round - 1]?.firstPlayer ?? null);
  return (
    <div className={styles.bar} role="group" aria-label="Game">
      {(['me', 'opponent'] as const).map((player) => {
        const name = playerName(game, player);
        const commandPoints = commandPointsInHand(game, player);
        return (
          <button
            key={player}
            type="button"
            className={[styles.player, inTurn === player ? styles.inTurn : ''].join(' ')}
            // The name holds the words shown, in their order ('You 4 CP 0 VP'): voice control finds the button by them.
            aria-label={`${name}: ${commandPoints} CP, ${totals[player]} VP${inTurn === player ? ', in turn' : ''}. Open the score`}
            onClick={() => onOpenPlayer(player)}
          >
            {/* The spaces between the parts, which flex layout does not show, keep the words apart in the text voice control reads. */}
            <span className={styles.name}>{name}</span>{' '}
            <span className={styles.numbers}>
              <span className={styles.stat}>
                <span className={styles.value}>{commandPoints}</span> <span className={styles.unit}>CP</span>
              </span>{' '}
              <span className={styles.stat}>
                <span className={styles.value}>{totals[player]}</span> <span className={styles.unit}>VP</span>
              </span>
            </span>
          </button>
        );
      })}
      <button type="button" className={[styles.step, step === 'endGame' ? styles.end : ''].join(' ')} onClick={onStep}>
        {step === 'endGame' ? <Flag size={20} aria-hidden="true" /> : step === 'chooseFirstPlayer' ? <Swords size={20} aria-hidden="true" /> : null}
        <span>{STEP_LABELS[step]}</span>
        {step === 'nextTurn' && <ChevronsRight size={20} aria-hidden="true" />}
      </button>
    </div>
  );
});
