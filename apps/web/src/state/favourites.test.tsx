import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
});

async function loadModule() {
  return import('./favourites');
}

describe('favourites state', () => {
  it('folds the old format in at start, and a star toggles and persists', async () => {
    localStorage.setItem('favoriteArmies', JSON.stringify(['Seraphon']));
    const { useFavourite, useFavouriteKeys, favouritesAtom, clearFavouritesAtom, applyFavouritesSyncAtom } = await loadModule();
    expect(localStorage.getItem('favoriteArmies')).toBeNull();

    function Star({ name }: { name: string }) {
      const [favourite, toggle] = useFavourite('army', name);
      return (
        <button type="button" aria-pressed={favourite} onClick={toggle}>
          {name}
        </button>
      );
    }
    function Count() {
      return <output>{useFavouriteKeys('army').size}</output>;
    }
    const store = createStore();
    render(
      <Provider store={store}>
        <Star name="Seraphon" />
        <Star name="Stormcast Eternals" />
        <Count />
      </Provider>,
    );
    expect(screen.getByRole('button', { name: 'Seraphon' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: 'Stormcast Eternals' }));
    expect(screen.getByRole('button', { name: 'Stormcast Eternals' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('2');
    const saved = JSON.parse(localStorage.getItem('favorites')!);
    expect(saved.entries['army:Stormcast Eternals'].isFavorited).toBe(true);
    expect(saved.unsyncedCount).toBe(2);

    act(() => store.set(clearFavouritesAtom));
    expect(screen.getByRole('status').textContent).toBe('0');

    // An older server entry leaves the local clearing standing; a newer one is taken.
    act(() => store.set(applyFavouritesSyncAtom, [{ type: 'army', key: 'Seraphon', isFavorited: true, updatedAt: 3 }], false));
    expect(screen.getByRole('button', { name: 'Seraphon' }).getAttribute('aria-pressed')).toBe('false');
    act(() => store.set(applyFavouritesSyncAtom, [{ type: 'army', key: 'Seraphon', isFavorited: true, updatedAt: Date.now() + 1000 }], false));
    expect(screen.getByRole('button', { name: 'Seraphon' }).getAttribute('aria-pressed')).toBe('true');
    expect(store.get(favouritesAtom).unsyncedCount).toBe(0);
    expect(store.get(favouritesAtom).lastSynced).toBeGreaterThan(0);
  });
});
