// Above a list's battle view while no game runs: 'New game', and the list's
// record with the way to its games.
import { summarizeGames, type ArmyList } from '@scrolldex/rules';
import { Link } from '@tanstack/react-router';
import { ChevronRight, Swords } from 'lucide-react';
import { useMemo, useState } from 'react';

import { useListGames } from '../../state/games';
import { GameDataGate } from '../unit';
import { Button } from '../../ui/button';
import { GameRecordLine } from './game-record';
import styles from './game-start-bar.module.css';
import { NewGameSheet } from './new-game-sheet';

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
          {(data) => <NewGameSheet list={list} data={data} onClose={() => setStarting(false)} />}
        </GameDataGate>
      )}
    </div>
  );
}
