// What a screen whose code has not arrived shows while the browser is offline:
// it loads by itself once the browser is back online (shared/import-with-retry.ts);
// Try again does not wait for the browser's word, which can be wrong.
import { RotateCw } from 'lucide-react';

import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { tryChunksNow } from './import-with-retry';
import { Page } from './page';

export const SCREEN_OFFLINE_TITLE = 'Could not load this screen.';
export const SCREEN_OFFLINE_TEXT = 'It will load when you are back online.';

export function ScreenOffline({ onTryAgain = tryChunksNow }: { onTryAgain?: () => void }) {
  return (
    <Page title="Offline">
      <EmptyState
        title={SCREEN_OFFLINE_TITLE}
        action={
          <Button variant="primary" icon={<RotateCw size={18} aria-hidden="true" />} onClick={onTryAgain}>
            Try again
          </Button>
        }
      >
        {SCREEN_OFFLINE_TEXT}
      </EmptyState>
    </Page>
  );
}
