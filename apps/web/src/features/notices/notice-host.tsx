// The notice modal (companion §2 'Notice modal'): on a first load without query
// string or hash, the notice chooseNotice picks; closing it marks it seen.
import { chooseNotice, type Notice } from '@scrolldex/rules';
import { lazy, Suspense, useState } from 'react';

import { useIdleAfter } from '../../app/use-idle-after';
import { readNoticeSeenState } from './notice-seen';
import { NOTICES } from './notices';

// The dialog (Radix) loads only when a notice is to be shown.
const NoticeModal = lazy(() => import('./notice-modal').then((module) => ({ default: module.NoticeModal })));

/** A link into the app (a shared list, a search) opens on what it points at, not on a notice. */
function isPlainFirstLoad(): boolean {
  return window.location.search === '' && window.location.hash === '';
}

export function NoticeHost({ notices = NOTICES }: { notices?: readonly Notice[] }) {
  // Chosen once: this component mounts with the app, so that is the first load.
  const [notice] = useState(() => (isPlainFirstLoad() ? chooseNotice(notices, readNoticeSeenState(notices), Date.now()) : null));
  // The dialog (its code, focus trap and scroll lock) comes at the first idle moment after the
  // first screen has painted, not inside the first render's long task.
  const firstScreenPainted = useIdleAfter(notice !== null);
  if (!notice || !firstScreenPainted) return null;
  return (
    <Suspense fallback={null}>
      <NoticeModal notice={notice} />
    </Suspense>
  );
}
