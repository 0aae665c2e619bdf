// What the shell starts once the first screen has committed (app/use-shell-started.ts): the game data's loads, the
// server's configuration, the keyboard shortcuts, the offline worker, and the lazy parts (sync, the cleaning of saved
// lists, toasts, the search overlay and notices). None of it is on the first screen.
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';

import { hasSavedLists } from '../data/saved-lists-presence';
import { NoticeHost } from '../features/notices/notice-host';
import { lazyWithRetry } from '../shared/lazy-with-retry';
import { dataErrorAtom, gameDataIndexAtom, heldGameDataAtom } from '../state/game-data';
import { listCleanupReportsAtom } from '../state/list-cleanup';
import { heldReleaseDataAtom } from '../state/release-data';
import { hasSessionAtom } from '../state/session';
import { toastsAtom } from '../state/toasts';
import { searchOpenAtom } from '../state/ui';
import { useGameDataLoading } from './use-game-data-loading';
import { useIdleAfter } from './use-idle-after';
import { useKeyboardShortcuts } from './use-keyboard-shortcuts';
import { useRuntimeConfig } from './use-runtime-config';
import { useServiceWorker } from './use-service-worker';

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

export function ShellStart() {
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
    <Suspense fallback={null}>
      {hasSession && <SessionSync />}
      {cleanLists && <ListDataCleanup />}
      {holdsReleaseData && <PinnedBranchFollow />}
      {hasListReports && <ListCleanupDialog />}
      {hasToasts && <Toaster />}
      {searchOpen && <SearchOverlay />}
      <NoticeHost ready={firstScreenServed} />
    </Suspense>
  );
}
