import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Every schema zod/mini makes through the calls counted here is named in `built`, with the same schema made as before.
const built = vi.hoisted(() => vi.fn<(kind: string) => void>());
vi.mock('zod/mini', async (importOriginal) => {
  const actual = await importOriginal<typeof import('zod/mini')>();
  const kinds = ['object', 'record', 'array', 'enum', 'nullable', 'string', 'int', 'boolean', 'unknown'] as const;
  const counted = Object.fromEntries(
    kinds.map((kind) => [
      kind,
      (...args: unknown[]) => {
        built(kind);
        return (actual.z[kind] as (...made: unknown[]) => unknown)(...args);
      },
    ]),
  );
  return { ...actual, z: { ...actual.z, ...counted } };
});

/** The modules of the app's first bundle that keep a stored value's schema, loaded after the packages they import. */
async function loadStartModules() {
  await import('@scrolldex/rules');
  await import('@scrolldex/contract');
  built.mockClear();
  const favourites = await import('../data/favourites-store');
  await import('../data/session-store');
  await import('../state/route-memory');
  await import('../features/browse/use-home-tab');
  return favourites;
}

describe("the app's first bundle's stored-value schemas", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('are built when a stored value is first checked, not as their modules load, and once', async () => {
    const { loadFavourites, EMPTY_FAVOURITES, FAVOURITES_KEY } = await loadStartModules();
    expect(built).not.toHaveBeenCalled();

    // Nothing stored: nothing to check, nothing built.
    expect(loadFavourites(1)).toEqual(EMPTY_FAVOURITES);
    expect(built).not.toHaveBeenCalled();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify({ entries: 'nope' }));
    expect(loadFavourites(2)).toEqual(EMPTY_FAVOURITES);
    expect(warn).toHaveBeenCalledWith(
      "Stored value 'favorites' does not have the expected shape (Invalid input: expected record, received string); using the default.",
    );
    expect(built).toHaveBeenCalledWith('object');

    built.mockClear();
    expect(loadFavourites(3)).toEqual(EMPTY_FAVOURITES);
    expect(built).not.toHaveBeenCalled();
  });

  it("check an old format's names as before", async () => {
    const { loadFavourites, LEGACY_FAVOURITE_KEYS } = await loadStartModules();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(LEGACY_FAVOURITE_KEYS.faq, JSON.stringify({ not: 'a list' }));
    localStorage.setItem(LEGACY_FAVOURITE_KEYS.unit, JSON.stringify(['Liberators']));
    expect(Object.keys(loadFavourites(1).entries)).toEqual(['unit:Liberators']);
    expect(warn).toHaveBeenCalledWith("Old favourites under 'favoriteFaqs' are unreadable; dropping them.");
  });
});
