// The priority roll of a new battle round: who takes the first turn.
import type { Game, Player } from '@scrolldex/rules';

import { Button } from '../../ui/button';
import { Sheet } from '../../ui/sheet';
import styles from './first-player-sheet.module.css';
import { playerName } from './game-words';

export function FirstPlayerSheet({ game, onChoose, onClose }: { game: Game; onChoose: (player: Player) => void; onClose: () => void }) {
  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Battle round ${game.position.round}`}
      description="Who takes the first turn? The winner of the priority roll chooses."
    >
      <div className={styles.choices}>
        <Button variant="primary" className={styles.choice} onClick={() => onChoose('me')}>
          You
        </Button>
        <Button variant="primary" className={styles.choice} onClick={() => onChoose('opponent')}>
          {playerName(game, 'opponent')}
        </Button>
      </div>
    </Sheet>
  );
}
