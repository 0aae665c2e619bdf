// The shell around every screen: a skip link, data loading, theme, shortcuts,
// the offline worker, footer, toasts, back-to-top, the search overlay and notices.
import { Outlet } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';

import { hasSavedLists } from '../data/saved-lists-presence';
import { NoticeHost } from '../features/notices/notice-host';
import { dataErrorAtom, gameDataIndexAtom, heldGameDataAtom } from '../state/game-data';
import { listCleanupReportsAtom } from '../state/list-cleanup';
import { heldReleaseDataAtom } from '../state/release-data';
import { hasSessionAtom } from '../state/session';
import { toastsAtom } from '../state/toasts';
import { searchOpenAtom } from '../state/ui';
import { AccountDataGuard } from './account-data-guard';
import { BackToTop } from './back-to-top';
import { Footer } from './footer';
import styles from './root-layout.module.css';
import { ScrolldexClientProvider } from '../shared/scrolldex-client-provider';
import { useGameDataLoading } from './use-game-data-loading';
import { useIdleAfter } from './use-idle-after';
import { useKeyboardShortcuts } from './use-keyboard-shortcuts';
import { useRuntimeConfig } from './use-runtime-config';
import { useServiceWorker } from './use-service-worker';
import { useTheme } from './use-theme';
import { lazyWithRetry } from '../shared/lazy-with-retry';

const SearchOverlay = lazyWithRetry(() => import('../features/search/search-overlay'), 'SearchOverlay');
// Radix Toast loads with the first toast, not with the first screen.
const Toaster = lazyWithRetry(() => import('../shared/toaster'), 'Toaster');
// Sync (with the list engine it needs) loads for signed-in players only, and the
// cleaning of saved lists once game data is on screen, when there are saved lists (or a session
// that can bring them): neither is in the first screen's code.
const SessionSync = lazyWithRetry(() => import('./use-sync'), 'SessionSync');
const ListDataCleanup = lazyWithRetry(() => import('./list-data-cleanup'), 'ListDataCleanup');
// A list pinned to a branch follows it, once a pinned list's data is held; what changed in the lists loads when there is some.
const PinnedBranchFollow = lazyWithRetry(() => import('./pinned-branch-follow'), 'PinnedBranchFollow');
const ListCleanupDialog = lazyWithRetry(() => import('./list-cleanup-dialog'), 'ListCleanupDialog');

export function RootLayout() {
  useTheme();
  useGameDataLoading();
  useRuntimeConfig();
  useKeyboardShortcuts();
  const searchOpen = useAtomValue(searchOpenAtom);
  const hasToasts = useAtomValue(toastsAtom).length > 0;
  const hasSession = useAtomValue(hasSessionAtom);
  const hasGameData = useAtomValue(heldGameDataAtom) !== null;
  const hasDataIndex = useAtomValue(gameDataIndexAtom) !== null;
  const hasDataError = useAtomValue(dataErrorAtom) !== null;
  const holdsReleaseData = Object.keys(useAtomValue(heldReleaseDataAtom)).length > 0;
  const hasListReports = useAtomValue(listCleanupReportsAtom).length > 0;
  // The first screen's data (the index for the home screen, an army's own files for its screens, or the
  // news that it cannot come) first; then, at an idle moment, the offline worker's downloads (beside the
  // whole game data's, not after them: a visit cut short still opens offline on what it loaded), the list
  // engine's cleaning of saved lists and the notice.
  const firstScreenServed = useIdleAfter(hasDataIndex || hasGameData || hasDataError);
  // Looked up on each render, which new game data brings: lists made since are cleaned for that data.
  const cleanLists = hasGameData && firstScreenServed && (hasSession || hasSavedLists());
  useServiceWorker(firstScreenServed);
  return (
    <ScrolldexClientProvider>
      <AccountDataGuard />
      <Suspense fallback={null}>
        {hasSession && <SessionSync />}
        {cleanLists && <ListDataCleanup />}
        {holdsReleaseData && <PinnedBranchFollow />}
        {hasListReports && <ListCleanupDialog />}
      </Suspense>
      <div className={styles.app}>
        <SkipLink />
        <div className={styles.content}>
          <Outlet />
        </div>
        <Footer />
        <BackToTop />
        <Suspense fallback={null}>
          {hasToasts && <Toaster />}
          {searchOpen && <SearchOverlay />}
          <NoticeHost ready={firstScreenServed} />
        </Suspense>
      </div>
    </ScrolldexClientProvider>
  );
}

/** The first stop of the keyboard: past the header bar to the screen's content. */
function SkipLink() {
  return (
    <a
      className={styles.skipLink}
      href="#main"
      onClick={(event) => {
        // Focus, not the router: a hash is no screen of its own.
        event.preventDefault();
        document.getElementById('main')?.focus();
      }}
    >
      Skip to content
    </a>
  );
}
