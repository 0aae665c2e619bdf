// Per synced store, how much of it the server has ('synced/total') and when it
// last synced: favourites, unit settings, lists and folders.
// Shown by the settings page's sync card and the account page.
import { useAtomValue } from 'jotai';

import { useNow } from '../../shared/use-now';
import { unsyncedRecords } from '../../data/list-library-store';
import { favouritesAtom } from '../../state/favourites';
import { libraryAtom } from '../../state/lists';
import { unitSettingsAtom } from '../../state/unit-settings';
import styles from './sync-summary.module.css';
import { syncStatus } from './sync-status';
import { formatRelativeSyncTime } from './format-relative-sync-time';

let mediumDates: Intl.DateTimeFormat | null = null;

/**
 * A day in the player's locale ('29 Nov 2026'). The formatter is made at the first date shown, not when the
 * module loads: making one takes a phone tens of milliseconds, and the builder's code loads this module.
 */
export function formatMediumDate(time: number): string {
  mediumDates ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
  return mediumDates.format(time);
}

type SyncRowProps = { name: string; total: number; unsynced: number; lastSynced: number | null; now: number };

function SyncRow({ name, total, unsynced, lastSynced, now }: SyncRowProps) {
  return (
    <div className={styles.row}>
      <span className={styles.name}>{name}</span>
      <span className={styles.count} aria-label={`${name}: ${syncStatus(total, unsynced)} synced`}>
        {syncStatus(total, unsynced)}
      </span>
      <span className={styles.time}>{formatRelativeSyncTime(lastSynced, now, formatMediumDate)}</span>
    </div>
  );
}

export function SyncSummary() {
  const favourites = useAtomValue(favouritesAtom);
  const unitSettings = useAtomValue(unitSettingsAtom);
  const library = useAtomValue(libraryAtom);
  const now = useNow();
  const lists = library.lists.filter((list) => !list.deleted).length;
  const folders = library.folders.filter((folder) => !folder.deleted).length;
  const unsynced = unsyncedRecords(library);
  return (
    <div className={styles.rows}>
      <SyncRow
        name="Favorites"
        total={Object.keys(favourites.entries).length}
        unsynced={favourites.unsyncedCount}
        lastSynced={favourites.lastSynced}
        now={now}
      />
      <SyncRow name="Unit Settings" total={unitSettings.entries.length} unsynced={unitSettings.unsyncedCount} lastSynced={unitSettings.lastSynced} now={now} />
      <SyncRow name="Lists" total={lists} unsynced={unsynced.lists.filter((list) => !list.deleted).length} lastSynced={library.lastSynced} now={now} />
      <SyncRow
        name="Folders"
        total={folders}
        unsynced={unsynced.folders.filter((folder) => !folder.deleted).length}
        lastSynced={library.lastSynced}
        now={now}
      />
    </div>
  );
}
