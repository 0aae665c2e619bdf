// Which notices this device has seen: one key per
// notice (noticeSeenKey of its title) plus the time any notice was last seen.
import { z } from 'zod/mini';

import { readStored, storedValue, writeStored } from '../../data/local-store';
import { noticeSeenKey, type Notice, type NoticeSeenState } from './choose-notice';

export const LAST_NOTICE_SEEN_KEY = 'scrolldex-notice-last-seen';

const lastNoticeSeen = storedValue(LAST_NOTICE_SEEN_KEY, z.nullable(z.number()), null);
/** Each seen key holds the time it was seen. */
const SeenAtSchema = z.nullable(z.number());

export function readNoticeSeenState(notices: readonly Notice[]): NoticeSeenState {
  const seenTitles = notices.filter((notice) => readStored(noticeSeenKey(notice.title), SeenAtSchema, null) !== null).map((notice) => notice.title);
  return { lastSeenAt: lastNoticeSeen.read(), seenTitles };
}

export function markNoticeSeen(notice: Notice, now: number): void {
  writeStored(noticeSeenKey(notice.title), now);
  lastNoticeSeen.write(now);
}
