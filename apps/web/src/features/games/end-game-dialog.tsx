// Ending a game: the final score and its result, then the game's page.
import { gameResult, nextPosition, victoryPointTotals, type Game } from '@scrolldex/rules';

import { ConfirmDialog } from '../../ui/dialog';
import { playerName } from './game-words';

const OUTCOMES = { won: 'you win', drawn: 'a draw', lost: 'you lose' } as const;

export function EndGameDialog({ game, onEnd, onClose }: { game: Game; onEnd: () => void; onClose: () => void }) {
  const totals = victoryPointTotals(game);
  const last = nextPosition(game.position) === null;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={last ? 'The battle is over' : 'End the game now?'}
      description={`You ${totals.me} – ${totals.opponent} ${playerName(game, 'opponent')}: ${OUTCOMES[gameResult(totals)]}.${last ? '' : ` The game stops in battle round ${game.position.round}.`}`}
      confirmLabel="End game"
      onConfirm={onEnd}
    />
  );
}
