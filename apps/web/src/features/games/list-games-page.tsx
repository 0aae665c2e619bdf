// A list's games (/list/$id/games): its record (won, drawn, lost) and every
// game, newest first, with the date, the opponent, the score and the result.
import { summarizeGames, victoryPointTotals, type ArmyList, type Game } from '@scrolldex/rules';
import { Link, useParams } from '@tanstack/react-router';
import { ChevronRight, Swords } from 'lucide-react';
import { useMemo } from 'react';

import { Page } from '../../shared/page';
import { useListGames } from '../../state/games';
import { useList } from '../../state/lists';
import { Badge } from '../../ui/badge';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { ListsLoading } from '../../shared/lists-loading';
import { GameRecordLine } from './game-record';
import { playedOnLabel, playerName, resultLabel } from './game-words';
import styles from './list-games-page.module.css';

export function ListGamesPage() {
  const { id } = useParams({ from: '/list/$id/games' });
  const list = useList(id);
  if (list === undefined) {
    return (
      <Page title="Games">
        <ListsLoading />
      </Page>
    );
  }
  if (!list) {
    return (
      <Page title="Games">
        <EmptyState title="This list does not exist." action={<Link to="/">Back to your lists</Link>}>
          It may have been deleted, or it was saved on another device.
        </EmptyState>
      </Page>
    );
  }
  return (
    <Page title="Games" subtitle={list.name}>
      <ListGames list={list} />
    </Page>
  );
}

function ListGames({ list }: { list: ArmyList }) {
  const games = useListGames(list.id);
  const record = useMemo(() => summarizeGames(games ?? []), [games]);
  if (!games) return <Spinner variant="block" label="Loading your games..." />;
  if (games.length === 0) {
    return (
      <EmptyState
        title="No games of this list yet."
        action={
          <Link to="/list/$id/battle" params={{ id: list.id }} className={styles.action}>
            <Swords size={18} aria-hidden="true" /> Start one in the battle view
          </Link>
        }
      >
        A game keeps the score round by round, the command points and the abilities used.
      </EmptyState>
    );
  }
  return (
    <div className={styles.page}>
      <section className={styles.record} aria-label="Record">
        <p className={styles.recordNumbers}>
          <span className={styles.won}>{record.won}</span>
          <span aria-hidden="true">–</span>
          <span>{record.drawn}</span>
          <span aria-hidden="true">–</span>
          <span className={styles.lost}>{record.lost}</span>
        </p>
        <GameRecordLine record={record} />
        {record.inProgress > 0 && (
          <p className={styles.inProgress}>{record.inProgress === 1 ? '1 game in progress' : `${record.inProgress} games in progress`}</p>
        )}
      </section>
      <ol className={styles.games} aria-label="Games, newest first">
        {games.map((game) => (
          <li key={game.id}>
            <GameRow game={game} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function GameRow({ game }: { game: Game }) {
  const totals = victoryPointTotals(game);
  const opponent = playerName(game, 'opponent');
  return (
    <Link to="/list/$id/games/$gameId" params={{ id: game.listId, gameId: game.id }} className={styles.row}>
      <span className={styles.when}>{playedOnLabel(game.createdAt)}</span>
      <span className={styles.who}>
        vs {opponent}
        {game.opponent.army && <span className={styles.army}> ({game.opponent.army})</span>}
      </span>
      {game.battleplan && <span className={styles.plan}>{game.battleplan}</span>}
      <span className={styles.score} aria-label={`Score ${totals.me} to ${totals.opponent}`}>
        {totals.me} – {totals.opponent}
      </span>
      <Badge
        tone={game.result === 'won' ? 'valid' : game.result === 'lost' ? 'error' : game.result === 'drawn' ? 'neutral' : 'accent'}
        className={styles.result}
      >
        {game.result ? resultLabel(game.result) : `Round ${game.position.round}`}
      </Badge>
      <ChevronRight size={20} aria-hidden="true" className={styles.chevron} />
    </Link>
  );
}
