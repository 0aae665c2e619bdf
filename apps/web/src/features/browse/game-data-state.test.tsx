import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';

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

describe('GameDataState', () => {
  it('says the data is loading', () => {
    renderWith(true, null);
    expect(screen.getByRole('status').textContent).toContain('Loading game data...');
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
