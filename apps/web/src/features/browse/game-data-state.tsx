// What a screen shows before the game data is there: 'Loading game data...'
// with a skeleton, or why it could not load (only when nothing is cached). On
// the first download the player is told it happens once: the one wait the
// app cannot spare a new player, and the text seen at once while it lasts.
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';

import { hasDownloadedGameData } from '../../data/game-data-loader';
import { dataErrorAtom, dataLoadingAtom, dataReloadAtom } from '../../state/game-data';
import { dataRefAtom } from '../../state/settings';
import { Button } from '../../ui/button';
import { Skeleton, Spinner } from '../../ui/spinner';
import styles from './game-data-state.module.css';

export function GameDataState() {
  const loading = useAtomValue(dataLoadingAtom);
  const error = useAtomValue(dataErrorAtom);
  const reload = useSetAtom(dataReloadAtom);
  const ref = useAtomValue(dataRefAtom);
  // Read once: the note stays put while the download it speaks of goes on.
  const [firstDownload] = useState(() => !hasDownloadedGameData(ref));
  if (error && !loading) {
    return (
      <div className={styles.error} role="alert">
        <p className={styles.title}>The game data could not be loaded.</p>
        <p>{error}</p>
        <Button onClick={() => reload((count) => count + 1)}>Try again</Button>
      </div>
    );
  }
  return (
    <div>
      <Spinner variant="block" label="Loading game data..." />
      {firstDownload && (
        <p className={styles.firstDownload}>
          First visit: Scrolldex is downloading the warscrolls and rules of every army, just this once. From then on it opens at once, even with no connection.
        </p>
      )}
      <Skeleton rows={5} />
    </div>
  );
}
