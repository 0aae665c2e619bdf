// A write to the device's storage that failed stays on screen, under every
// page's header, until a later write succeeds: the edit shown is not saved, and
// would be lost on reload. 'Try again' writes what is pending once the player
// has freed some space.
import { useAtomValue } from 'jotai';
import { TriangleAlert } from 'lucide-react';

import { storageWriteFailureAtom } from '../state/storage-status';
import { Button } from '../ui/button';
import styles from './storage-failure-banner.module.css';

export function StorageFailureBanner() {
  const failure = useAtomValue(storageWriteFailureAtom);
  if (!failure) return null;
  return (
    <div className={styles.banner} role="alert">
      <div className={styles.row}>
        <TriangleAlert size={20} className={styles.icon} aria-hidden="true" />
        <div className={styles.text}>
          <p className={styles.title}>{failure.message}</p>
          <p className={styles.body}>Your latest changes are not saved: they will be lost when this page closes. Free some space, then try again.</p>
        </div>
        <Button size="sm" className={styles.retry} onClick={failure.retry}>
          Try again
        </Button>
      </div>
    </div>
  );
}
