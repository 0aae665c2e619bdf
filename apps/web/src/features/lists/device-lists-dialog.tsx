// 'Add the 3 lists on this device to your account?' (docs/decisions.md, "Logging out keeps the account's data separate"):
// asked after logging in when the device holds lists made while logged out, and
// from the Lists tab while they stay apart. Add moves them into the account's
// library (they sync from there); Not now keeps them on this device, hidden
// while signed in and shown again after logout.
import { useAtomValue, useSetAtom } from 'jotai';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';

import { useToast } from '../../shared/use-toast';
import { addDeviceListsAtom, deviceListCountAtom } from '../../state/device-lists';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import styles from './device-lists-dialog.module.css';

export function deviceListsQuestion(count: number): string {
  return count === 1 ? 'Add the list on this device to your account?' : `Add the ${count} lists on this device to your account?`;
}

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** Open while asked and the device holds lists of its own. */
export function DeviceListsDialog({ open, onOpenChange }: Props) {
  const count = useAtomValue(deviceListCountAtom);
  return (
    <Dialog
      open={open && count > 0}
      onOpenChange={onOpenChange}
      title={deviceListsQuestion(count)}
      description="They were made on this device while you were logged out. Added, they sync to your account; otherwise they stay on this device and come back when you log out."
    >
      <DeviceListsChoices onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function DeviceListsChoices({ onDone }: { onDone: () => void }) {
  const addDeviceLists = useSetAtom(addDeviceListsAtom);
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    const { added, saved } = await addDeviceLists();
    // A failed write is shown by the storage banner; the device keeps its lists until one succeeds.
    if (saved) toast(added === 1 ? 'Added 1 list to your account.' : `Added ${added} lists to your account.`);
    onDone();
  };
  return (
    <div className={styles.buttons}>
      <Button onClick={onDone} disabled={busy}>
        Not now
      </Button>
      <Button
        variant="primary"
        icon={busy ? <LoaderCircle size={18} className={styles.busy} aria-hidden="true" /> : undefined}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void add()}
      >
        Add to account
      </Button>
    </div>
  );
}
