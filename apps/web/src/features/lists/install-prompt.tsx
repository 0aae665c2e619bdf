// The add-to-home-screen offer: at most once a
// day, only once the player has lists, never in the installed app (the
// engine's shouldOfferInstall). Chromium installs through its own dialog;
// on iOS the offer says how to add the app from the Share menu.
import { useAtom } from 'jotai';
import { Download, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { z } from 'zod/mini';

import { storedAtom } from '../../state/stored-atom';
import { Button, IconButton } from '../../ui/button';
import { isIos, isStandalone, promptInstall, useInstallPromptEvent } from './install-prompt-event';
import styles from './install-prompt.module.css';
import { shouldOfferInstall } from './should-offer-install';

export const installOfferedAtAtom = storedAtom<number | null>('installOfferedAt', z.nullable(z.int()), null);

export function InstallPrompt({ listCount }: { listCount: number }) {
  const event = useInstallPromptEvent();
  const [offeredAt, setOfferedAt] = useAtom(installOfferedAtAtom);
  // Decided once per offer: recording the offer must not hide it again at once.
  const [shownAt, setShownAt] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const canOffer = event !== null || isIos();
  const due = canOffer && shownAt === null && shouldOfferInstall({ lastOfferedAt: offeredAt, listCount, standalone: isStandalone(), now: Date.now() });
  useEffect(() => {
    if (!due) return;
    const now = Date.now();
    setShownAt(now);
    setOfferedAt(now);
  }, [due, setOfferedAt]);
  if (shownAt === null || dismissed) return null;
  return (
    <aside className={styles.prompt} aria-label="Install Scrolldex">
      <Download size={22} className={styles.icon} aria-hidden="true" />
      <div className={styles.text}>
        <p className={styles.title}>Add Scrolldex to your home screen</p>
        <p className={styles.body}>
          {event ? 'Open your lists in one tap, even offline.' : 'Tap the Share button, then Add to Home Screen, to open your lists in one tap, even offline.'}
        </p>
      </div>
      {event && (
        <Button
          variant="primary"
          size="sm"
          onClick={() => {
            setDismissed(true);
            void promptInstall();
          }}
        >
          Install
        </Button>
      )}
      <IconButton label="Not now" onClick={() => setDismissed(true)}>
        <X size={18} aria-hidden="true" />
      </IconButton>
    </aside>
  );
}
