import { act, cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ACTION_TOAST_DURATION_MS, addToastAtom, TOAST_DURATION_MS, toastsAtom } from '../state/toasts';
import { Toaster } from './toaster';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts (companion §2)', () => {
  it('show for 3.5 s and go by themselves; the three newest are kept', () => {
    vi.useFakeTimers();
    const store = createStore();
    render(
      <Provider store={store}>
        <Toaster />
      </Provider>,
    );
    expect(TOAST_DURATION_MS).toBe(3500);
    act(() => store.set(addToastAtom, { text: 'Copied!', tone: 'info' }));
    expect(screen.getByText('Copied!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3400));
    expect(screen.getByText('Copied!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    // Radix closes the toast at 3.5 s; it leaves the store (and, after its exit, the screen).
    expect(store.get(toastsAtom)).toEqual([]);

    // A toast with Undo waits long enough to reach for it.
    act(() => store.set(addToastAtom, { text: 'Removed Vindictors', tone: 'info', action: { label: 'Undo', run: () => {} } }));
    act(() => vi.advanceTimersByTime(ACTION_TOAST_DURATION_MS - 100));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(store.get(toastsAtom)).toEqual([]);

    for (const text of ['One', 'Two', 'Three', 'Four']) act(() => store.set(addToastAtom, { text, tone: 'info' }));
    expect(store.get(toastsAtom).map((toast) => toast.text)).toEqual(['Two', 'Three', 'Four']);
  });
});
