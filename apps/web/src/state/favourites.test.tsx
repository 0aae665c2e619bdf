import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { SYNC_LIMITS } from '@scrolldex/contract';
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

  it("refuses a new star past the server's limit with a toast, and leaves the store as it was", async () => {
    const { favouritesAtom, toggleFavouriteAtom } = await loadModule();
    const { toastsAtom } = await import('./toasts');
    const store = createStore();
    const entries = Object.fromEntries(
      Array.from({ length: SYNC_LIMITS.favouritesPerAccount }, (_, index) => [
        `unit:U${index}`,
        { type: 'unit' as const, key: `U${index}`, isFavorited: true, updatedAt: 1 },
      ]),
    );
    store.set(favouritesAtom, { entries, unsyncedCount: 0, lastSynced: null });
    store.set(toggleFavouriteAtom, 'army', 'Seraphon');
    expect(store.get(favouritesAtom).entries['army:Seraphon']).toBeUndefined();
    expect(store.get(toastsAtom)).toEqual([expect.objectContaining({ tone: 'error', text: "You can keep at most 5000 favourites (the server's limit)." })]);
    // One already kept still toggles.
    store.set(toggleFavouriteAtom, 'unit', 'U7');
    expect(store.get(favouritesAtom).entries['unit:U7']?.isFavorited).toBe(false);
  });
});
