import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BARE_RUNTIME_CONFIG } from '@scrolldex/contract/test/runtime-config';

import { runtimeConfigAtom } from '../state/game-data';
import { developerModeAtom } from '../state/settings';
import { toastsAtom } from '../state/toasts';
import { Footer, TRIPLE_TAP_WINDOW_MS } from './footer';

// Vite's define, which Vitest does not apply.
vi.stubGlobal('__APP_VERSION__', '9.8.7');

async function renderFooter(developerMode: boolean) {
  const store = createStore();
  store.set(developerModeAtom, developerMode);
  store.set(runtimeConfigAtom, { ...BARE_RUNTIME_CONFIG, devModePasswordHash: 'a'.repeat(64) });
  const router = createRouter({ routeTree: createRootRoute({ component: Footer }), history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  await act(() => router.load());
  const versions = screen.getByText(/^Scrolldex v/).parentElement!;
  const tap = () => fireEvent.click(versions);
  return { store, tap, toasts: () => store.get(toastsAtom).map((toast) => toast.text) };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the footer and developer mode (companion §2)', () => {
  it("turns developer mode off with three quick taps while it is on, toasting 'Developer Mode Deactivated'", async () => {
    const { store, tap, toasts } = await renderFooter(true);
    expect(screen.getByText('Developer Mode Active')).toBeTruthy();
    tap();
    tap();
    tap();
    expect(store.get(developerModeAtom)).toBe(false);
    expect(toasts()).toEqual(['Developer Mode Deactivated']);
    await waitFor(() => expect(screen.queryByText('Developer Mode Active')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('counts only taps within 500 ms of the one before', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const { store, tap } = await renderFooter(true);
    const later = (ms: number) => now.mockReturnValue(Date.now() + ms);
    tap();
    tap();
    later(TRIPLE_TAP_WINDOW_MS + 1);
    tap();
    expect(store.get(developerModeAtom)).toBe(true);
    later(TRIPLE_TAP_WINDOW_MS);
    tap();
    later(TRIPLE_TAP_WINDOW_MS);
    tap();
    expect(store.get(developerModeAtom)).toBe(false);
  });

  it('asks for the password when off, and the dialog closes on Escape, forgetting what was typed', async () => {
    const { store, tap } = await renderFooter(false);
    tap();
    tap();
    tap();
    const dialog = await screen.findByRole('dialog', { name: 'Developer Mode' });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'half typed' } });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.get(developerModeAtom)).toBe(false);
    tap();
    tap();
    tap();
    await screen.findByRole('dialog', { name: 'Developer Mode' });
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });
});
