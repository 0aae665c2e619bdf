// The notice modal (companion §2 'Notice modal'): on a first load without query
// string or hash, the notice chooseNotice picks; closing it marks it seen.
import { chooseNotice, type Notice } from '@scrolldex/rules';
import { lazy, Suspense, useState } from 'react';

import { readNoticeSeenState } from './notice-seen';
import { NOTICES } from './notices';

// The dialog (Radix) loads only when a notice is to be shown.
const NoticeModal = lazy(() => import('./notice-modal').then((module) => ({ default: module.NoticeModal })));

/** A link into the app (a shared list, a search) opens on what it points at, not on a notice. */
function isPlainFirstLoad(): boolean {
  return window.location.search === '' && window.location.hash === '';
}

/** `ready`: the first screen has its data (or the news that it cannot come) and the page had an idle moment. */
export function NoticeHost({ ready, notices = NOTICES }: { ready: boolean; notices?: readonly Notice[] }) {
  // Chosen once: this component mounts with the app, so that is the first load.
  const [notice] = useState(() => (isPlainFirstLoad() ? chooseNotice(notices, readNoticeSeenState(notices), Date.now()) : null));
  // The dialog (its code, focus trap and scroll lock) waits for the first screen: it never covers
  // the first visit's note on why the player waits, nor competes with the data for the phone.
  if (!notice || !ready) return null;
  return (
    <Suspense fallback={null}>
      <NoticeModal notice={notice} />
    </Suspense>
  );
}
