// The notice of this load, chosen once by the engine's rules (chooseNotice) from
// what this device has seen; the dialog loads only when there is one to show.
import { lazy, Suspense, useState } from 'react';

import { readNoticeSeenState } from './notice-seen';
import { NOTICES } from './notices';
import { chooseNotice } from './choose-notice';

const NoticeModal = lazy(() => import('./notice-modal').then((module) => ({ default: module.NoticeModal })));

export function NoticeChoice() {
  const [notice] = useState(() => chooseNotice(NOTICES, readNoticeSeenState(NOTICES), Date.now()));
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <NoticeModal notice={notice} />
    </Suspense>
  );
}
