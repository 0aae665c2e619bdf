// Which notice the app pops up. The caller stores the
// seen state locally (noticeSeenKey per title plus one last-seen time) and passes it in.

export type NoticeCategory = 'special' | 'changelog';

export type Notice = {
  title: string;
  /** HTML. */
  body: string;
  /** HTML. */
  footer?: string;
  /** ISO date. */
  timestamp: string;
  category: NoticeCategory;
  alwaysShow: boolean;
};

export type NoticeSeenState = {
  /** When any notice was last marked seen (ms since the epoch); null: never. */
  lastSeenAt: number | null;
  seenTitles: ReadonlySet<string> | readonly string[];
};

const HOUR_MS = 3_600_000;
/** After a notice is marked seen, none shows for this long. */
export const NOTICE_QUIET_MS = 24 * HOUR_MS;
/** A notice that is not alwaysShow shows only while younger than this (720 h, 30 days). */
export const NOTICE_MAX_AGE_MS = 720 * HOUR_MS;

/** The local-storage key that marks one notice seen. */
export function noticeSeenKey(title: string): string {
  return `scrolldex-notice-seen:${title}`;
}

/**
 * The notice to show, or null. None within 24 h of the last one seen; otherwise
 * the first unseen notice, in list order, that may show: an alwaysShow notice
 * always may; any other only while under 720 h old, and a changelog only when it
 * is the last notice of the list. Unseen notices that may not show are passed
 * over, so an old changelog never blocks a newer notice behind it.
 */
export function chooseNotice(notices: readonly Notice[], seen: NoticeSeenState, now: number): Notice | null {
  if (seen.lastSeenAt !== null && now - seen.lastSeenAt < NOTICE_QUIET_MS) return null;
  const seenTitles = seen.seenTitles instanceof Set ? seen.seenTitles : new Set(seen.seenTitles);
  const last = notices[notices.length - 1];
  return (
    notices.find((notice) => {
      if (seenTitles.has(notice.title)) return false;
      if (notice.alwaysShow) return true;
      // An unreadable timestamp gives NaN: never young enough.
      const young = now - Date.parse(notice.timestamp) < NOTICE_MAX_AGE_MS;
      return young && (notice.category !== 'changelog' || notice === last);
    }) ?? null
  );
}
