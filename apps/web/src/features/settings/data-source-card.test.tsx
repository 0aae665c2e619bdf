import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { dataRefAtom } from '../../state/settings';
import { BRANCH_NOTICE, DataSourceCard, MAIN_NOTICE, TAG_NOTICE } from './data-source-card';

const REFS = {
  branches: [
    { name: 'main', type: 'Branch', sha: 'a1', description: null, season: null },
    { name: 'points-update', type: 'Branch', sha: 'b2', description: null, season: null },
  ],
  releases: [{ name: 'battlescroll-2026-03', type: 'Release', sha: 'c3', description: 'The March 2026 battlescroll.', season: '2025-26' }],
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderCard() {
  const store = createStore();
  render(
    <Provider store={store}>
      <DataSourceCard />
    </Provider>,
  );
  return store;
}

describe('DataSourceCard', () => {
  it('offers the branches and releases of /refs with the notice of each kind', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(REFS), { status: 200 }));
    const store = renderCard();
    await screen.findByText(MAIN_NOTICE);
    const select = screen.getByLabelText('Data source');
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['main', 'points-update', 'battlescroll-2026-03']);

    await userEvent.selectOptions(select, 'battlescroll-2026-03');
    expect(store.get(dataRefAtom)).toBe('battlescroll-2026-03');
    expect(screen.queryByText(TAG_NOTICE)).not.toBeNull();
    expect(screen.queryByText('The March 2026 battlescroll.')).not.toBeNull();

    await userEvent.selectOptions(select, 'points-update');
    expect(screen.queryByText(BRANCH_NOTICE)).not.toBeNull();
    expect(screen.queryByText(TAG_NOTICE)).toBeNull();
  });

  it('falls back to main only, logged, when /refs cannot load', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderCard();
    await screen.findByText(MAIN_NOTICE);
    expect([...screen.getByLabelText('Data source').querySelectorAll('option')].map((option) => option.textContent)).toEqual(['main']);
    expect(warn).toHaveBeenCalledWith('Could not load the data branches and releases; offering main only.', expect.any(TypeError));
  });
});
