// The landing screen: Browse the armies
// and everything beside them, or the player's Lists. Not lazy: it is the first
// screen, so it stays light.
import { useNavigate } from '@tanstack/react-router';
import { Settings } from 'lucide-react';
import { Suspense } from 'react';

import { lazyWithRetry } from '../../shared/lazy-with-retry';
import { Page } from '../../shared/page';
import { IconButton } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { Tabs } from '../../ui/tabs';
import { AccountButton } from '../account';
import { BrowseTab } from './browse-tab';
import { ShareAppButton } from './share-app-button';
import { useHomeTab } from './use-home-tab';

// The Lists tab brings the list engine, search and drag and drop: loaded when opened.
const ListsTab = lazyWithRetry(() => import('./lists-tab'), 'ListsTab');
// eslint-disable-next-line import-x/no-restricted-paths -- its own chunk, loaded when shown: the rosters index would bundle it with the rows the Lists tab imports from there.
const RostersSection = lazyWithRetry(() => import('../rosters/rosters-section'), 'RostersSection');

export function HomePage() {
  const [tab, setTab] = useHomeTab();
  const navigate = useNavigate();
  const actions = (
    <>
      <ShareAppButton />
      <AccountButton />
      <IconButton label="Settings" tone="onHeader" onClick={() => void navigate({ to: '/settings' })}>
        <Settings size={22} aria-hidden="true" />
      </IconButton>
    </>
  );
  return (
    <Page title="Scrolldex" actions={actions}>
      <Tabs
        label="Home"
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'browse', label: 'Browse', content: <BrowseTab /> },
          {
            value: 'lists',
            label: 'Lists',
            content: (
              <Suspense fallback={<Spinner variant="block" label="Loading your lists..." />}>
                <ListsTab />
                <RostersSection />
              </Suspense>
            ),
          },
        ]}
      />
    </Page>
  );
}
