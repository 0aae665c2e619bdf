import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { toastsAtom } from '../../state/toasts';
import { ShareAppButton } from './share-app-button';

function standalone(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches && query === '(display-mode: standalone)', media: query }));
}

function renderButton() {
  const store = createStore();
  render(
    <Provider store={store}>
      <ShareAppButton />
    </Provider>,
  );
  return store;
}

afterEach(() => vi.unstubAllGlobals());

describe('ShareAppButton', () => {
  it('is not there in a browser tab', () => {
    standalone(false);
    renderButton();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('copies the public page link in the installed app and says so', async () => {
    standalone(true);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const store = renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/`);
    expect(store.get(toastsAtom).map((toast) => toast.text)).toEqual(['Link copied to clipboard!']);
  });
});
