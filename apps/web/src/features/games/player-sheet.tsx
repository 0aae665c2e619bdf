// One player's score, opened from the game bar: command points in hand (by
// hand, and Undo of the round's last command) and victory points of each
// battle round reached, with the total. After the game, only the victory
// points (a correction changes the result with them).
import { commandPointsInHand, lastCommandSpend, victoryPointTotals, type Game, type Player } from '@scrolldex/rules';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';

import { Button } from '../../ui/button';
import { Sheet } from '../../ui/sheet';
import { ChoiceButtons } from './choice-buttons';
import { playerName, victoryPointsLabel } from './game-words';
import styles from './player-sheet.module.css';
import { ScoreStepper } from './score-stepper';
import type { PlayGame } from './use-game-play';
import { VictoryPointsEditor } from './victory-points-editor';

type Props = { game: Game; player: Player; play: PlayGame; onClose: () => void };

export function PlayerSheet({ game, player, play, onClose }: Props) {
  const [round, setRound] = useState(game.position.round);
  const name = playerName(game, player);
  const spend = lastCommandSpend(game, player);
  const rounds = Array.from({ length: game.position.round }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }));
  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={player === 'me' ? 'Your score' : `${name}'s score`}
      description={
        game.result === null
          ? `Battle round ${game.position.round}: ${victoryPointsLabel(victoryPointTotals(game)[player])} so far.`
          : `${victoryPointsLabel(victoryPointTotals(game)[player])}.`
      }
    >
      {game.result === null && (
        <section className={styles.part} aria-labelledby="command-points-heading">
          <h3 id="command-points-heading" className={styles.heading}>
            Command points
          </h3>
          <ScoreStepper
            label="In hand"
            value={commandPointsInHand(game, player)}
            onStep={(step) => play({ type: 'adjustCommandPoints', player, amount: step })}
          />
          {spend && (
            <Button icon={<Undo2 size={18} aria-hidden="true" />} className={styles.undo} onClick={() => play({ type: 'undoSpend', player })}>
              Undo {spend.command.name} ({spend.amount} CP)
            </Button>
          )}
        </section>
      )}
      <section className={styles.part} aria-labelledby="victory-points-heading">
        <h3 id="victory-points-heading" className={styles.heading}>
          Victory points
        </h3>
        {rounds.length > 1 && <ChoiceButtons label="Battle round" options={rounds} value={String(round)} onChoose={(value) => setRound(Number(value))} />}
        <VictoryPointsEditor game={game} player={player} round={round} play={play} />
      </section>
    </Sheet>
  );
}
