import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { LAST_NOTICE_SEEN_KEY } from './notice-seen';
import { NoticeHost } from './notice-host';
import { NOTICES } from './notices';
import { noticeSeenKey } from './choose-notice';

// The choice and the dialog are lazy chunks: load them once up front so each test waits only for React.
beforeAll(async () => {
  await Promise.all([import('./notice-choice'), import('./notice-modal')]);
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('NoticeHost', () => {
  it('shows the welcome notice on a clean first load; closing marks it seen', async () => {
    const { unmount } = render(<NoticeHost ready />);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Scrolldex' });
    expect(dialog.textContent).toContain('Jan 5, 2026');
    expect(dialog.textContent).toContain('not affiliated with Games Workshop');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(noticeSeenKey('Welcome to Scrolldex'))).not.toBeNull();
    expect(Number(localStorage.getItem(LAST_NOTICE_SEEN_KEY))).toBeGreaterThan(Date.now() - 10_000);
    unmount();

    // The next load, within 24 hours: nothing.
    render(<NoticeHost ready />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the next unseen notice once the quiet day is over', async () => {
    localStorage.setItem(noticeSeenKey('Welcome to Scrolldex'), String(Date.now() - 48 * 3_600_000));
    localStorage.setItem(LAST_NOTICE_SEEN_KEY, String(Date.now() - 25 * 3_600_000));
    render(<NoticeHost ready />);
    expect(await screen.findByRole('dialog', { name: 'Support Scrolldex' })).toBeTruthy();
  });

  it('waits for the first screen: nothing until ready, then the notice chosen at the first load', async () => {
    const { rerender } = render(<NoticeHost ready={false} />);
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<NoticeHost ready />);
    expect(await screen.findByRole('dialog', { name: 'Welcome to Scrolldex' })).toBeTruthy();
  });

  it('shows none when the address has a query string or a hash', () => {
    window.history.replaceState(null, '', '/rules?query=charge');
    const first = render(<NoticeHost ready />);
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    window.history.replaceState(null, '', '/army/Seraphon#battle-traits');
    render(<NoticeHost ready />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets an import link show its list first: no notice on that load, the welcome on the next plain one', async () => {
    window.history.replaceState(null, '', '/import/TXkgbGlzdA');
    const first = render(<NoticeHost ready />);
    // The notice chunks are loaded: a notice would be on screen by now.
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    window.history.replaceState(null, '', '/');
    render(<NoticeHost ready />);
    expect(await screen.findByRole('dialog', { name: 'Welcome to Scrolldex' })).toBeTruthy();
  });

  it('holds eight notices: two special ones that always show, then changelogs v9 to v14', () => {
    expect(NOTICES.map((notice) => [notice.title, notice.category, notice.alwaysShow])).toEqual([
      ['Welcome to Scrolldex', 'special', true],
      ['Support Scrolldex', 'special', true],
      ...[9, 10, 11, 12, 13, 14].map((version) => [`Scrolldex v${version}`, 'changelog', false]),
    ]);
  });
});
