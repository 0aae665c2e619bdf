// One game (/list/$id/games/$gameId): the result and final score, the victory
// points by round as a chart with the same figures as a table, the text to
// share (Discord formatting as the setting says), score corrections, and
// deleting the game. A game still being played leads back to the battle view;
// a finished game of a list mustered from a campaign roster offers to log it there.
import { formatGameText, gameResult, victoryPointsByRound, victoryPointTotals, type Game } from '@scrolldex/rules';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useAtom, useSetAtom } from 'jotai';
import { Copy, Pencil, Swords, Trash2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';

import { Page } from '../../shared/page';
import { deleteGameAtom, useGame } from '../../state/games';
import { discordFormattingAtom } from '../../state/settings';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { Switch } from '../../ui/switch';
import { useCopy } from '../export-import';
import { LogGameLink } from './log-game-link';
import styles from './game-page.module.css';
import { playedOnLabel, playerName, resultLabel } from './game-words';
import { PlayerSheet } from './player-sheet';
import { useGamePlay } from './use-game-play';
import { VictoryPointChart } from './victory-point-chart';

export function GamePage() {
  const { id, gameId } = useParams({ from: '/list/$id/games/$gameId' });
  const game = useGame(gameId);
  if (game === undefined) {
    return (
      <Page title="Game">
        <Spinner variant="block" label="Loading your games..." />
      </Page>
    );
  }
  if (!game || game.listId !== id) {
    return (
      <Page title="Game">
        <EmptyState
          title="This game is not on this device."
          action={
            <Link to="/list/$id/games" params={{ id }}>
              All games of the list
            </Link>
          }
        >
          It may have been deleted, or it was played on another device that has not synced yet.
        </EmptyState>
      </Page>
    );
  }
  return (
    <Page title={`vs ${playerName(game, 'opponent')}`} subtitle={`${game.list.name} · ${playedOnLabel(game.createdAt)}`}>
      <GameSummary game={game} />
    </Page>
  );
}

function GameSummary({ game }: { game: Game }) {
  const totals = victoryPointTotals(game);
  const scores = useMemo(() => victoryPointsByRound(game), [game]);
  const [editing, setEditing] = useState<'me' | 'opponent' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const deleteGame = useSetAtom(deleteGameAtom);
  const navigate = useNavigate();
  const play = useGamePlay(game.id);
  const tableId = useId();
  const opponent = playerName(game, 'opponent');
  const result = game.result ?? gameResult(totals);
  return (
    <div className={styles.page}>
      <section className={styles.summary} aria-label="Result">
        <Badge tone={game.result === null ? 'accent' : result === 'won' ? 'valid' : result === 'lost' ? 'error' : 'neutral'}>
          {game.result === null ? `In progress · battle round ${game.position.round}` : resultLabel(game.result)}
        </Badge>
        <p className={styles.score}>
          <span className={styles.side}>
            <span className={styles.sideName}>You</span>
            <span className={styles.points}>{totals.me}</span>
          </span>
          <span className={styles.dash} aria-hidden="true">
            –
          </span>
          <span className={styles.side}>
            <span className={styles.sideName}>{opponent}</span>
            <span className={styles.points}>{totals.opponent}</span>
          </span>
        </p>
        <p className={styles.meta}>
          {game.list.name} ({game.list.faction}) vs {opponent}
          {game.opponent.army ? ` (${game.opponent.army})` : ''}
          {game.battleplan ? ` · ${game.battleplan}` : ''}
        </p>
        {game.result === null && (
          <Link to="/list/$id/battle" params={{ id: game.listId }} className={styles.continue}>
            <Swords size={18} aria-hidden="true" /> Back to the game
          </Link>
        )}
        <LogGameLink game={game} className={styles.continue} />
      </section>

      <section className={styles.card} aria-labelledby={`${tableId}-heading`}>
        <h2 id={`${tableId}-heading`} className={styles.heading}>
          Victory points by round
        </h2>
        <VictoryPointChart scores={scores} names={{ me: 'You', opponent }} describedBy={tableId} />
        <table className={styles.table} id={tableId}>
          <caption className="visually-hidden">Victory points by battle round, with the running totals</caption>
          <thead>
            <tr>
              <th scope="col">Round</th>
              <th scope="col">You</th>
              <th scope="col">{opponent}</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {scores.map((score) => (
              <tr key={score.round}>
                <th scope="row">{score.round}</th>
                <td>{score.me}</td>
                <td>{score.opponent}</td>
                <td>
                  {score.meTotal} – {score.opponentTotal}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className={styles.actions}>
          <Button icon={<Pencil size={18} aria-hidden="true" />} onClick={() => setEditing('me')}>
            Your points
          </Button>
          <Button icon={<Pencil size={18} aria-hidden="true" />} onClick={() => setEditing('opponent')}>
            {opponent}'s points
          </Button>
        </div>
      </section>

      <GameText game={game} />

      <div className={styles.danger}>
        <Button variant="ghost" icon={<Trash2 size={18} aria-hidden="true" />} onClick={() => setDeleting(true)}>
          Delete game
        </Button>
      </div>

      {editing && <PlayerSheet game={game} player={editing} play={play} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this game?"
        description={`The game against ${opponent} goes from this list's games${game.result === null ? '' : ' and its record'}.`}
        confirmLabel="Delete"
        danger
        onConfirm={() => {
          void deleteGame(game.id);
          void navigate({ to: '/list/$id/games', params: { id: game.listId } });
        }}
      />
    </div>
  );
}

/** The game as text for a chat: round by round and the final score; Discord formatting is the app's setting. */
function GameText({ game }: { game: Game }) {
  const [discord, setDiscord] = useAtom(discordFormattingAtom);
  const text = useMemo(() => formatGameText(game, { discord }), [game, discord]);
  const copy = useCopy();
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        Share
      </h2>
      <Switch label="Discord formatting" checked={discord} onCheckedChange={setDiscord} />
      <pre className={styles.text} aria-label="The game as text">
        {text}
      </pre>
      <Button variant="primary" icon={<Copy size={18} aria-hidden="true" />} onClick={() => void copy(text)}>
        Copy text
      </Button>
    </section>
  );
}
