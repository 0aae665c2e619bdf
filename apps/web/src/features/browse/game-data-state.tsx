// What a screen shows before the game data is there: 'Loading game data...'
// with a skeleton, or why it could not load (only when nothing is cached).
import { useAtomValue, useSetAtom } from 'jotai';

import { dataErrorAtom, dataLoadingAtom, dataReloadAtom } from '../../state/game-data';
import { Button } from '../../ui/button';
import { Skeleton, Spinner } from '../../ui/spinner';
import styles from './game-data-state.module.css';

export function GameDataState() {
  const loading = useAtomValue(dataLoadingAtom);
  const error = useAtomValue(dataErrorAtom);
  const reload = useSetAtom(dataReloadAtom);
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
      <Skeleton rows={5} />
    </div>
  );
}
