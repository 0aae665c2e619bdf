import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { cachedManifest } from '../../data/game-data-loader';
import { dataErrorAtom, dataLoadingAtom, dataReloadAtom } from '../../state/game-data';
import { GameDataState } from './game-data-state';

function renderWith(loading: boolean, error: string | null) {
  const store = createStore();
  store.set(dataLoadingAtom, loading);
  store.set(dataErrorAtom, error);
  render(
    <Provider store={store}>
      <GameDataState />
    </Provider>,
  );
  return store;
}

const FIRST_DOWNLOAD = /First visit: Scrolldex is downloading the warscrolls and rules of every army, just this once/;

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('GameDataState', () => {
  it('says the data is loading', () => {
    renderWith(true, null);
    expect(screen.getByRole('status').textContent).toContain('Loading game data...');
  });

  it('says the first download happens once, only while nothing was downloaded for the data version', () => {
    renderWith(true, null);
    expect(screen.queryByText(FIRST_DOWNLOAD)).not.toBeNull();
  });

  it('says nothing of a first download once the data was downloaded', () => {
    cachedManifest.write({ main: { name: 'main', sha: 'a'.repeat(40), type: 'Branch', serverVersion: '0.1.0' } });
    renderWith(true, null);
    expect(screen.getByRole('status').textContent).toContain('Loading game data...');
    expect(screen.queryByText(FIRST_DOWNLOAD)).toBeNull();
  });

  it('shows why the data could not load, and tries again', async () => {
    const store = renderWith(false, 'The server could not be reached.');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The game data could not be loaded.');
    expect(alert.textContent).toContain('The server could not be reached.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(store.get(dataReloadAtom)).toBe(1);
  });
});
