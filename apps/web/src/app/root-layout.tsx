// The shell around every screen: data loading, theme, shortcuts, the offline
// worker, footer, toasts, back-to-top, the search overlay and notices.
import { Outlet } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';

import { toastsAtom } from '../state/toasts';
import { searchOpenAtom } from '../state/ui';
import { BackToTop } from './back-to-top';
import { Footer } from './footer';
import { ListDataCleanup } from './list-data-cleanup';
import styles from './root-layout.module.css';
import { ScrolldexClientProvider } from './scrolldex-client-provider';
import { useGameDataLoading } from './use-game-data-loading';
import { useKeyboardShortcuts } from './use-keyboard-shortcuts';
import { useRuntimeConfig } from './use-runtime-config';
import { useServiceWorker } from './use-service-worker';
import { SessionSync } from './use-sync';
import { useTheme } from './use-theme';

const SearchOverlay = lazy(() => import('../features/search/search-overlay').then((module) => ({ default: module.SearchOverlay })));
// Radix Toast loads with the first toast, not with the first screen.
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));
const NoticeHost = lazy(() => import('../features/notices/notice-host').then((module) => ({ default: module.NoticeHost })));

export function RootLayout() {
  useTheme();
  useGameDataLoading();
  useRuntimeConfig();
  useKeyboardShortcuts();
  useServiceWorker();
  const searchOpen = useAtomValue(searchOpenAtom);
  const hasToasts = useAtomValue(toastsAtom).length > 0;
  return (
    <ScrolldexClientProvider>
      <SessionSync />
      <ListDataCleanup />
      <div className={styles.app}>
        <div className={styles.content}>
          <Outlet />
        </div>
        <Footer />
        <BackToTop />
        <Suspense fallback={null}>
          {hasToasts && <Toaster />}
          {searchOpen && <SearchOverlay />}
          <NoticeHost />
        </Suspense>
      </div>
    </ScrolldexClientProvider>
  );
}
