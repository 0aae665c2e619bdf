// Logging out with changes the server has not got (docs/decisions.md, "Logging out keeps the account's data separate"): the
// prompt names them ('2 lists have changes that are not synced yet.') and offers
// Sync now (then logs out once everything is sent), Log out anyway (they are
// gone from this device) or Cancel.
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { LoaderCircle, LogOut, RefreshCw } from 'lucide-react';
import { useState } from 'react';

import { useOnline } from '../../shared/use-online';
import { hasUnsyncedChanges, unsyncedAccountChanges, type UnsyncedChanges } from '../../state/account-data';
import { syncEverythingAtom, syncRunnersAtom } from '../../state/sync';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import styles from './logout-dialog.module.css';
import { unsyncedSentence } from './unsynced-sentence';

type Props = {
  changes: UnsyncedChanges | null;
  onOpenChange: (open: boolean) => void;
  /** Logs out and clears the account's data. */
  logout: () => Promise<void>;
};

export function LogoutDialog({ changes, onOpenChange, logout }: Props) {
  return (
    <Dialog open={changes !== null} onOpenChange={onOpenChange} title="Log out?" description="Logging out removes your account's data from this device.">
      {changes && <LogoutChoices changes={changes} onDone={() => onOpenChange(false)} logout={logout} />}
    </Dialog>
  );
}

function LogoutChoices({ changes: initial, onDone, logout }: { changes: UnsyncedChanges; onDone: () => void; logout: () => Promise<void> }) {
  const store = useStore();
  const online = useOnline();
  const canSync = useAtomValue(syncRunnersAtom).size > 0;
  const syncEverything = useSetAtom(syncEverythingAtom);
  const [changes, setChanges] = useState(initial);
  const [busy, setBusy] = useState<'sync' | 'logout' | null>(null);
  const [failed, setFailed] = useState(false);

  const logOut = async () => {
    setBusy('logout');
    await logout();
    onDone();
  };
  const syncThenLogOut = async () => {
    setBusy('sync');
    setFailed(false);
    await syncEverything();
    const left = await unsyncedAccountChanges(store);
    if (!hasUnsyncedChanges(left)) return logOut();
    setChanges(left);
    setFailed(true);
    setBusy(null);
  };

  return (
    <div className={styles.body}>
      <p className={styles.unsynced}>{unsyncedSentence(changes)}</p>
      <p className={styles.note}>
        {!online
          ? 'You are offline: sync when you are back online, or log out anyway and lose those changes.'
          : 'Sync them to your account first, or log out anyway and lose those changes.'}
      </p>
      {failed && (
        <p className={styles.error} role="alert">
          Could not sync them. Check your connection and try again.
        </p>
      )}
      <div className={styles.buttons}>
        <Button onClick={onDone} disabled={busy !== null}>
          Cancel
        </Button>
        <Button
          variant="danger"
          icon={busy === 'logout' ? <LoaderCircle size={18} className={styles.busy} aria-hidden="true" /> : <LogOut size={18} aria-hidden="true" />}
          disabled={busy !== null}
          onClick={() => void logOut()}
        >
          Log out anyway
        </Button>
        <Button
          variant="primary"
          icon={busy === 'sync' ? <LoaderCircle size={18} className={styles.busy} aria-hidden="true" /> : <RefreshCw size={18} aria-hidden="true" />}
          disabled={busy !== null || !online || !canSync}
          aria-busy={busy === 'sync'}
          onClick={() => void syncThenLogOut()}
        >
          {busy === 'sync' ? 'Syncing...' : 'Sync now'}
        </Button>
      </div>
    </div>
  );
}
