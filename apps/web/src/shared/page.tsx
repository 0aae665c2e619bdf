// Every screen's frame: the header bar (with a failed save's banner under it),
// then the content column.
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { ArrowLeft, Search } from 'lucide-react';
import { useRef, type ReactNode } from 'react';

import { searchOpenAtom } from '../state/ui';
import { IconButton } from '../ui/button';
import styles from './page.module.css';
import { StorageFailureBanner } from './storage-failure-banner';
import { usePageHeading } from './use-page-heading';

export const BACK_DEBOUNCE_MS = 100;

/** Pages whose back button always goes home (ListImportEncoded and Account). */
const BACK_TO_HOME = [/^\/import\/.+/, /^\/account(\/|$)/];

type PageProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  /** The title on one line, cut with an ellipsis (the builder's list name, beside the header's buttons). */
  oneLineTitle?: boolean;
  /** From 1024 px wide, room for a pane beside the content (the builder's catalogue): header and content widen. */
  withPane?: boolean;
};

export function Page({ title, subtitle, actions, children, wide, oneLineTitle = false, withPane = false }: PageProps) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} actions={actions} oneLineTitle={oneLineTitle} withPane={withPane} />
      <main id="main" tabIndex={-1} className={[styles.main, wide ? styles.wide : '', withPane ? styles.withPane : ''].join(' ')}>
        {children}
      </main>
    </>
  );
}

export function PageHeader({
  title,
  subtitle,
  actions,
  oneLineTitle = false,
  withPane = false,
}: Pick<PageProps, 'title' | 'subtitle' | 'actions' | 'oneLineTitle' | 'withPane'>) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const openSearch = useSetAtom(searchOpenAtom);
  const goBack = useBackNavigation();
  // The address once the navigation has resolved: while it loads, the old screen is still the one shown.
  const shownPath = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname });
  const heading = usePageHeading(shownPath);
  return (
    <header className={styles.header}>
      <div className={[styles.bar, withPane ? styles.withPane : ''].join(' ')}>
        {pathname !== '/' && (
          <IconButton label="Back" tone="onHeader" onClick={goBack}>
            <ArrowLeft size={22} />
          </IconButton>
        )}
        <div className={styles.titles}>
          <h1 ref={heading} tabIndex={-1} className={[styles.title, oneLineTitle ? styles.oneLine : ''].join(' ')}>
            {title}
          </h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        <div className={styles.actions}>
          {actions}
          <IconButton label="Search" tone="onHeader" onClick={() => openSearch(true)}>
            <Search size={22} />
          </IconButton>
        </div>
      </div>
      <StorageFailureBanner />
    </header>
  );
}

/** Back: debounced 100 ms; history when there is some, else home. */
export function useBackNavigation(): () => void {
  const router = useRouter();
  const last = useRef(0);
  return () => {
    const now = Date.now();
    if (now - last.current < BACK_DEBOUNCE_MS) return;
    last.current = now;
    const pathname = router.state.location.pathname;
    if (BACK_TO_HOME.some((pattern) => pattern.test(pathname))) void router.navigate({ to: '/', replace: true });
    else if (window.history.length > 2) router.history.back();
    else void router.navigate({ to: '/', replace: true });
  };
}
