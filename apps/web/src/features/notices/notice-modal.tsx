// The notice dialog: title, date, our own HTML body and footer; closing marks it seen.
import type { Notice } from '@scrolldex/rules';
import { useState } from 'react';

import { Dialog } from '../../ui/dialog';
import styles from './notice-host.module.css';
import { markNoticeSeen } from './notice-seen';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'Nov 18, 2026'. */
export function formatNoticeDate(timestamp: string): string {
  return DATE_FORMAT.format(new Date(timestamp));
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
