// What a screen shows when its route fails or does not exist. The router gives
// every route this error screen (router.tsx), so it renders inside the shell:
// the header, navigation, sync and toasts stay. A chunk of an older build that
// is gone after a deploy reloads the page once for the new one
// (boot/stale-chunk.ts); if that does not help, the screen says a new version
// is there and offers Reload. A chunk that failed while the browser is offline
// reloads nothing (that would show the browser's offline page): the screen says
// it will load once back online, and tries again then.
import { Link, useRouter, useRouterState, type ErrorComponentProps } from '@tanstack/react-router';
import { Bug, RotateCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';

import { isStaleChunkError, reloadForNewVersion } from '../boot/stale-chunk';
import { Button } from '../ui/button';
import { ButtonAnchor } from '../ui/button-link';
import { EmptyState } from '../ui/empty-state';
import { Spinner } from '../ui/spinner';
import { browserNavigation } from '../shared/browser-navigation';
import { Page } from '../shared/page';
import { useReportErrorUrl } from '../shared/report-error-url';
import { ScreenOffline } from '../shared/screen-offline';
import { useOnline } from '../shared/use-online';
import styles from './route-error.module.css';

export const CRASH_TITLE = 'This screen could not be shown.';
export const NEW_VERSION_TITLE = 'Scrolldex has been updated.';
export const NEW_VERSION_TEXT = 'Reload to get the new version.';

/** What a failed route shows: the reload already under way, the update screen, the offline screen, or the crash screen. */
type Outcome = 'reloading' | 'new-version' | 'offline' | 'crash';

function outcomeOf(error: unknown): Outcome {
  if (!isStaleChunkError(error)) return 'crash';
  if (!navigator.onLine) return 'offline';
  return reloadForNewVersion() ? 'reloading' : 'new-version';
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function RouteError({ error, reset }: ErrorComponentProps) {
  // Decided once per error: a second render must not reload again.
  const [outcome] = useState<Outcome>(() => outcomeOf(error));
  useEffect(() => console.error('A screen failed.', error), [error]);
  if (outcome === 'offline') return <OfflineRetry reset={reset} />;
  if (outcome === 'reloading') {
    return (
      <Page title="Updating">
        <Spinner variant="block" label="Loading the new version..." />
      </Page>
    );
  }
  if (outcome === 'new-version') {
    return (
      <Page title="New version available">
        <EmptyState title={NEW_VERSION_TITLE} action={<ReloadButton />}>
          {NEW_VERSION_TEXT}
        </EmptyState>
      </Page>
    );
  }
  return <CrashScreen message={messageOf(error)} />;
}

/** The offline screen of a route whose chunk failed: once online (or on Try again) the route loads again. */
function OfflineRetry({ reset }: Pick<ErrorComponentProps, 'reset'>) {
  const router = useRouter();
  const online = useOnline();
  const tryAgain = useCallback(() => {
    reset();
    void router.invalidate();
  }, [reset, router]);
  useEffect(() => {
    if (online) tryAgain();
  }, [online, tryAgain]);
  return <ScreenOffline onTryAgain={tryAgain} />;
}

function CrashScreen({ message }: { message: string }) {
  const page = useRouterState({ select: (state) => state.location.pathname });
  const reportUrl = useReportErrorUrl({ page, error: message });
  return (
    <Page title="Something went wrong">
      <EmptyState
        title={CRASH_TITLE}
        action={
          <div className={styles.actions}>
            <ReloadButton />
            {reportUrl && (
              <ButtonAnchor href={reportUrl} target="_blank" rel="noopener noreferrer" icon={<Bug size={18} aria-hidden="true" />}>
                Report the problem
              </ButtonAnchor>
            )}
          </div>
        }
      >
        {message}
      </EmptyState>
    </Page>
  );
}

function ReloadButton() {
  return (
    <Button variant="primary" icon={<RotateCw size={18} aria-hidden="true" />} onClick={() => browserNavigation.reload()}>
      Reload
    </Button>
  );
}

export function NotFound() {
  return (
    <Page title="Not found">
      <EmptyState title="There is nothing at this address." action={<Link to="/">Go to the armies</Link>} />
    </Page>
  );
}
