// The account's sync card: every synced store with its count and last sync,
// and 'Sync now'.
import { useAtomValue, useSetAtom } from 'jotai';
import { RefreshCw } from 'lucide-react';

import { useOnline } from '../../shared/use-online';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { syncNeedsSubscriptionAtom } from '../../state/subscription';
import { syncingAtom, syncRequestAtom } from '../../state/sync';
import styles from './account-page.module.css';
import { SubscriptionNeededNote } from './subscription-needed-note';
import { SyncSummary } from './sync-summary';

export function AccountSyncCard() {
  const syncing = useAtomValue(syncingAtom);
  const requestSync = useSetAtom(syncRequestAtom);
  const online = useOnline();
  const listsNeedSubscription = useAtomValue(syncNeedsSubscriptionAtom);
  return (
    <Card className={styles.card}>
      <div className={styles.cardHeader}>
        <h2 className={styles.cardTitle}>Sync</h2>
        <Button
          size="sm"
          icon={<RefreshCw size={16} aria-hidden="true" className={syncing ? styles.spinning : undefined} />}
          disabled={syncing || !online}
          onClick={() => requestSync((count) => count + 1)}
        >
          {syncing ? 'Syncing...' : 'Sync now'}
        </Button>
      </div>
      <p className={styles.muted}>
        {!online
          ? 'You are offline: changes are kept here and sync when you are back online.'
          : listsNeedSubscription
            ? 'Favourites and unit settings sync by themselves whenever you are online.'
            : 'Lists, folders, favourites and unit settings sync by themselves whenever you are online.'}
      </p>
      <SubscriptionNeededNote />
      <SyncSummary />
    </Card>
  );
}
