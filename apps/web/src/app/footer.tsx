// The footer: app and server versions and the data commit; three quick taps
// toggle developer mode.
import { useRouterState } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { Suspense, useRef, useState } from 'react';

import { heldGameDataAtom, manifestAtom, runtimeConfigAtom } from '../state/game-data';
import { dataRefAtom, developerModeAtom } from '../state/settings';
import styles from './footer.module.css';
import { useToast } from '../shared/use-toast';
import { lazyWithRetry } from '../shared/lazy-with-retry';

const DeveloperModeDialog = lazyWithRetry(() => import('./developer-mode-dialog'), 'DeveloperModeDialog');
// Its code loads only where it shows: on the home screen, when the server names supporters to thank.
const SupporterBanner = lazyWithRetry(() => import('../features/supporters/supporter-banner'), 'SupporterBanner');

export const TRIPLE_TAP_WINDOW_MS = 500;
export const COMMIT_DISPLAY_LENGTH = 7;

export function Footer() {
  // The commit of the whole data held for this device (every screen can open), not of what a screen took of it.
  const held = useAtomValue(heldGameDataAtom);
  const manifest = useAtomValue(manifestAtom);
  const config = useAtomValue(runtimeConfigAtom);
  const onHome = useRouterState({ select: (state) => state.location.pathname === '/' });
  const donors = config?.donors ?? [];
  const ref = useAtomValue(dataRefAtom);
  const [developerMode, setDeveloperMode] = useAtom(developerModeAtom);
  const [asking, setAsking] = useState(false);
  const toast = useToast();
  const taps = useRef<number[]>([]);

  const onTap = () => {
    const now = Date.now();
    const last = taps.current.at(-1);
    // Each tap must come within 500 ms of the one before it.
    taps.current = last !== undefined && now - last <= TRIPLE_TAP_WINDOW_MS ? [...taps.current, now] : [now];
    if (taps.current.length < 3) return;
    taps.current = [];
    if (developerMode) {
      setDeveloperMode(false);
      toast('Developer Mode Deactivated');
    } else setAsking(true);
  };

  const commit = held?.index.source.commit?.slice(0, COMMIT_DISPLAY_LENGTH);
  const serverVersion = manifest?.serverVersion ?? config?.serverVersion;
  return (
    <footer className={styles.footer}>
      {onHome && donors.length > 0 && (
        <Suspense fallback={null}>
          <SupporterBanner donors={donors} />
        </Suspense>
      )}
      {/* A plain region, not a button: the triple tap is a hidden developer gesture, not a control to announce or tab to. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a hidden pointer gesture on plain text, not a control */}
      <div className={styles.versions} onClick={onTap}>
        <span>Scrolldex v{__APP_VERSION__}</span>
        {serverVersion && <span>Server v{serverVersion}</span>}
        {commit && (
          <span>
            Data {ref} @ <code>{commit}</code>
          </span>
        )}
      </div>
      {developerMode && <p className={styles.developer}>Developer Mode Active</p>}
      <p className={styles.legal}>Fan-made and free. Not affiliated with Games Workshop. Game data by the BSData community.</p>
      {asking && (
        <Suspense fallback={null}>
          <DeveloperModeDialog
            open={asking}
            onOpenChange={setAsking}
            passwordHash={config?.devModePasswordHash ?? null}
            onActivated={() => {
              setDeveloperMode(true);
              toast('Developer Mode Activated');
            }}
          />
        </Suspense>
      )}
    </footer>
  );
}
