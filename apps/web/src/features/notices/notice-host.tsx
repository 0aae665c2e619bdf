// The notice modal: on a first load without query
// string or hash, the notice chooseNotice picks; closing it marks it seen. This
// part ships with the first screen; the choice and the dialog load when `ready`.
import { Suspense, useState } from 'react';
import { lazyWithRetry } from '../../shared/lazy-with-retry';

// The notices, their choice and the dialog (Radix) wait for the first screen: they never
// compete with its code and data for the network.
const NoticeChoice = lazyWithRetry(() => import('./notice-choice'), 'NoticeChoice');

/** An import link (a list shared over the table) shows its list first; notices wait for a later load. */
const IMPORT_LINK = /^\/import\/./;

/** A link into the app (a shared list, a search) opens on what it points at, not on a notice. */
function isPlainFirstLoad(): boolean {
  return window.location.search === '' && window.location.hash === '' && !IMPORT_LINK.test(window.location.pathname);
}

/** `ready`: the first screen has its data (or the news that it cannot come) and the page had an idle moment. */
export function NoticeHost({ ready }: { ready: boolean }) {
  // Read at mount: this component mounts a task after the app's first commit, on the first load's address.
  const [plainFirstLoad] = useState(isPlainFirstLoad);
  // The dialog (its code, focus trap and scroll lock) waits for the first screen: it never covers
  // the first visit's note on why the player waits.
  if (!plainFirstLoad || !ready) return null;
  return (
    <Suspense fallback={null}>
      <NoticeChoice />
    </Suspense>
  );
}
