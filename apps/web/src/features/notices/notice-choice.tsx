// The notice of this load, chosen once by the engine's rules (chooseNotice) from
// what this device has seen; the dialog loads only when there is one to show.
import { Suspense, useState } from 'react';

import { readNoticeSeenState } from './notice-seen';
import { NOTICES } from './notices';
import { chooseNotice } from './choose-notice';
import { lazyWithRetry } from '../../shared/lazy-with-retry';

const NoticeModal = lazyWithRetry(() => import('./notice-modal'), 'NoticeModal');

export function NoticeChoice() {
  const [notice] = useState(() => chooseNotice(NOTICES, readNoticeSeenState(NOTICES), Date.now()));
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <NoticeModal notice={notice} />
    </Suspense>
  );
}
