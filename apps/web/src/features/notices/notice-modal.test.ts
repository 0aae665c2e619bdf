import { describe, expect, it } from 'vitest';

import { formatNoticeDate } from './notice-modal';
import { NOTICES } from './notices';

describe('formatNoticeDate', () => {
  it("spells each notice's date as en-US does in UTC ('Jan 5, 2026')", () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    expect(formatNoticeDate('2026-01-05T10:00:00Z')).toBe('Jan 5, 2026');
    // Late in the day UTC is already the next day in the Americas: the date stays UTC's.
    expect(formatNoticeDate('2026-12-31T23:30:00Z')).toBe('Dec 31, 2026');
    for (const notice of NOTICES) expect(formatNoticeDate(notice.timestamp)).toBe(intl.format(new Date(notice.timestamp)));
  });
});
