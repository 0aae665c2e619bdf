// Sync: per resource, how much of it the server has ('synced/total') and when
// it last synced (companion §5). Lists and folders join with the list builder.
import { formatRelativeSyncTime, syncStatus } from '@scrolldex/rules';
import { useAtomValue } from 'jotai';
import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';

import { favouritesAtom } from '../../state/favourites';
import { hasSessionAtom } from '../../state/session';
import { unitSettingsAtom } from '../../state/unit-settings';
import styles from './sync-status-card.module.css';
import { SettingsSection } from './settings-section';

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const TICK_MS = 30_000;

/** The current time, moving on every 30 s so '2m ago' stays true. */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

type SyncRowProps = { name: string; total: number; unsynced: number; lastSynced: number | null; now: number };

function SyncRow({ name, total, unsynced, lastSynced, now }: SyncRowProps) {
  return (
    <div className={styles.row}>
      <span className={styles.name}>{name}</span>
      <span className={styles.count} aria-label={`${name}: ${syncStatus(total, unsynced)} synced`}>
        {syncStatus(total, unsynced)}
      </span>
      <span className={styles.time}>{formatRelativeSyncTime(lastSynced, now, (time) => DATE_FORMAT.format(time))}</span>
    </div>
  );
}

export function SyncStatusCard() {
  const favourites = useAtomValue(favouritesAtom);
  const unitSettings = useAtomValue(unitSettingsAtom);
  const signedIn = useAtomValue(hasSessionAtom);
  const now = useNow();
  return (
    <SettingsSection title="Sync" icon={<RefreshCw size={16} />}>
      <div className={styles.body}>
        <p className={styles.hint}>{signedIn ? 'Synced with your account whenever you are online.' : 'Not signed in: kept on this device only.'}</p>
        <SyncRow name="Favorites" total={Object.keys(favourites.entries).length} unsynced={favourites.unsyncedCount} lastSynced={favourites.lastSynced} now={now} />
        <SyncRow name="Unit Settings" total={unitSettings.entries.length} unsynced={unitSettings.unsyncedCount} lastSynced={unitSettings.lastSynced} now={now} />
      </div>
    </SettingsSection>
  );
}
