// The settings screen: display, lists, data
// source, sync status, Best Coast Pairings and storage, each in its own card.
import { Page } from '../../shared/page';
import { BcpCard } from './bcp-card';
import { DataSourceCard } from './data-source-card';
import { DisplaySettings } from './display-settings';
import { ListSettings } from './list-settings';
import styles from './settings-page.module.css';
import { StorageCard } from './storage-card';
import { SyncStatusCard } from './sync-status-card';

export function SettingsPage() {
  return (
    <Page title="Settings">
      <div className={styles.grid}>
        <div className={styles.column}>
          <DisplaySettings />
          <ListSettings />
        </div>
        <div className={styles.column}>
          <DataSourceCard />
          <SyncStatusCard />
          <BcpCard />
          <StorageCard />
        </div>
      </div>
    </Page>
  );
}
