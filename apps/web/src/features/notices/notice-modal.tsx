// The notice dialog: title, date, our own HTML body and footer; closing marks it seen.
import { useState } from 'react';

import { Dialog } from '../../ui/dialog';
import styles from './notice-host.module.css';
import { markNoticeSeen } from './notice-seen';
import type { Notice } from './choose-notice';

// Spelled out rather than an Intl.DateTimeFormat: building one loads locale data, a long task
// (~70 ms, ~280 ms on a mid-range phone) in the first seconds of a first visit, for one date.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Nov 18, 2026' (en-US, in UTC). */
export function formatNoticeDate(timestamp: string): string {
  const date = new Date(timestamp);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export function NoticeModal({ notice }: { notice: Notice }) {
  const [open, setOpen] = useState(true);
  const onOpenChange = (next: boolean) => {
    if (!next) markNoticeSeen(notice, Date.now());
    setOpen(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={notice.title}
      description={<time dateTime={notice.timestamp}>{formatNoticeDate(notice.timestamp)}</time>}
      size="md"
    >
      {/* Our own built-in HTML (notices.ts), never text from elsewhere. */}
      <div className={styles.html} dangerouslySetInnerHTML={{ __html: notice.body }} />
      {notice.footer && <div className={[styles.html, styles.footer].join(' ')} dangerouslySetInnerHTML={{ __html: notice.footer }} />}
    </Dialog>
  );
}
