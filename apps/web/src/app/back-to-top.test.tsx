import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { BACK_TO_TOP_THRESHOLD, BackToTop } from './back-to-top';

async function renderAt(path: string) {
  const root = createRootRoute({ component: BackToTop });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: [path] }) });
  render(<RouterProvider router={router} />);
  await act(() => router.load());
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('back to top (companion §2)', () => {
  it('appears only past 1.5 window heights and scrolls smoothly back up', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await renderAt('/army/Skaven');
    expect(BACK_TO_TOP_THRESHOLD).toBe(1.5);
    scrollTo(window.innerHeight * 1.4);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(window.innerHeight * 1.6);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo(10);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });
});
