// The shell around every screen: data loading, theme, shortcuts, the offline
// worker, footer, toasts, back-to-top, the search overlay and notices.
import { Outlet } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';

import { searchOpenAtom } from '../state/ui';
import { BackToTop } from './back-to-top';
import { Footer } from './footer';
import styles from './root-layout.module.css';
import { ScrolldexClientProvider } from './scrolldex-client-provider';
import { Toaster } from './toaster';
import { useGameDataLoading } from './use-game-data-loading';
import { useKeyboardShortcuts } from './use-keyboard-shortcuts';
import { useRuntimeConfig } from './use-runtime-config';
import { useServiceWorker } from './use-service-worker';
import { SessionSync } from './use-sync';
import { useTheme } from './use-theme';

const SearchOverlay = lazy(() => import('../features/search/search-overlay').then((module) => ({ default: module.SearchOverlay })));
const NoticeHost = lazy(() => import('../features/notices/notice-host').then((module) => ({ default: module.NoticeHost })));

export function RootLayout() {
  useTheme();
  useGameDataLoading();
  useRuntimeConfig();
  useKeyboardShortcuts();
  useServiceWorker();
  const searchOpen = useAtomValue(searchOpenAtom);
  return (
    <ScrolldexClientProvider>
      <SessionSync />
      <div className={styles.app}>
        <div className={styles.content}>
          <Outlet />
        </div>
        <Footer />
        <BackToTop />
        <Toaster />
        <Suspense fallback={null}>
          {searchOpen && <SearchOverlay />}
          <NoticeHost />
        </Suspense>
      </div>
    </ScrolldexClientProvider>
  );
}
