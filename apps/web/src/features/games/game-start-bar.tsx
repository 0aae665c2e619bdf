// Above a list's battle view while no game runs: 'New game', and the list's
// record with the way to its games.
import { summarizeGames, type ArmyList } from '@scrolldex/rules';
import { Link } from '@tanstack/react-router';
import { ChevronRight, Swords } from 'lucide-react';
import { Suspense, useMemo, useState } from 'react';

import { lazyWithRetry } from '../../shared/lazy-with-retry';
import { useListGames } from '../../state/games';
import { GameDataGate } from '../unit';
import { Button } from '../../ui/button';
import { GameRecordLine } from './game-record';
import styles from './game-start-bar.module.css';

// The sheet (its opponent's list, its import and share) is no part of the battle view's first screen, which a phone
// waited on while its code downloaded: it loads when 'New game' is pressed.
const NewGameSheet = lazyWithRetry(() => import('./new-game-sheet'), 'NewGameSheet');

export function GameStartBar({ list }: { list: ArmyList }) {
  const games = useListGames(list.id);
  const record = useMemo(() => summarizeGames(games ?? []), [games]);
  const [starting, setStarting] = useState(false);
  return (
    <div className={styles.bar}>
      <Button variant="primary" className={styles.start} icon={<Swords size={20} aria-hidden="true" />} onClick={() => setStarting(true)}>
        New game
      </Button>
      <Link to="/list/$id/games" params={{ id: list.id }} className={styles.games}>
        <span className={styles.gamesLabel}>Games</span>
        {record.played > 0 ? <GameRecordLine record={record} /> : <span className={styles.none}>None played yet</span>}
        <ChevronRight size={20} aria-hidden="true" className={styles.chevron} />
      </Link>
      {/* The sheet takes every army's data only to read a list of the opponent's, which may be of any army. */}
      {starting && (
        <GameDataGate dataRef={list.dataRef} army={list.faction} fallback={(body) => body}>
          {(data) => (
            <Suspense fallback={null}>
              <NewGameSheet list={list} data={data} onClose={() => setStarting(false)} />
            </Suspense>
          )}
        </GameDataGate>
      )}
    </div>
  );
}
