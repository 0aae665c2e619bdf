// Signed in, the Lists tab says when lists made on this device while logged out
// stay apart from the account, and offers to add them (the same question as
// after logging in).
import { useAtomValue } from 'jotai';
import { Smartphone } from 'lucide-react';
import { useState } from 'react';

import { deviceListCountAtom } from '../../state/device-lists';
import { Button } from '../../ui/button';
import { DeviceListsDialog } from './device-lists-dialog';
import styles from './device-lists-notice.module.css';

export function DeviceListsNotice() {
  const count = useAtomValue(deviceListCountAtom);
  const [asking, setAsking] = useState(false);
  if (count === 0) return null;
  return (
    <aside className={styles.notice} aria-label="Lists on this device">
      <Smartphone size={22} className={styles.icon} aria-hidden="true" />
      <p className={styles.text}>{count === 1 ? '1 list on this device is not in your account.' : `${count} lists on this device are not in your account.`}</p>
      <Button size="sm" onClick={() => setAsking(true)}>
        Add to account
      </Button>
      <DeviceListsDialog open={asking} onOpenChange={setAsking} />
    </aside>
  );
}
