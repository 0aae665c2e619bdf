// The notice modal (companion §2 'Notice modal'): on a first load without query
// string or hash, the notice chooseNotice picks; closing it marks it seen.
import { chooseNotice, type Notice } from '@scrolldex/rules';
import { useState } from 'react';

import { Dialog } from '../../ui/dialog';
import { markNoticeSeen, readNoticeSeenState } from './notice-seen';
import styles from './notice-host.module.css';
import { NOTICES } from './notices';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'Nov 18, 2026'. */
export function formatNoticeDate(timestamp: string): string {
  return DATE_FORMAT.format(new Date(timestamp));
}

/** A link into the app (a shared list, a search) opens on what it points at, not on a notice. */
function isPlainFirstLoad(): boolean {
  return window.location.search === '' && window.location.hash === '';
}

export function NoticeHost({ notices = NOTICES }: { notices?: readonly Notice[] }) {
  // Chosen once: this component mounts with the app, so that is the first load.
  const [notice] = useState(() => (isPlainFirstLoad() ? chooseNotice(notices, readNoticeSeenState(notices), Date.now()) : null));
  const [open, setOpen] = useState(notice !== null);
  if (!notice) return null;

  const onOpenChange = (next: boolean) => {
    if (!next) markNoticeSeen(notice, Date.now());
    setOpen(next);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={notice.title} description={<time dateTime={notice.timestamp}>{formatNoticeDate(notice.timestamp)}</time>} size="md">
      {/* Our own built-in HTML (notices.ts), never text from elsewhere. */}
      <div className={styles.html} dangerouslySetInnerHTML={{ __html: notice.body }} />
      {notice.footer && <div className={[styles.html, styles.footer].join(' ')} dangerouslySetInnerHTML={{ __html: notice.footer }} />}
    </Dialog>
  );
}
