import { describe, expect, it } from 'vitest';

import { FavoritesSchema, FavoritesWriteSchema } from './favorites.js';
import { SYNC_LIMITS } from './limits.js';
import { UnitSettingsSchema, UnitSettingsWriteSchema } from './unit-settings.js';

describe('favourites and unit-settings bodies', () => {
  it('accept the server answers', () => {
    const favorites = { favorites: [{ type: 'army', key: 'Stormcast Eternals', isFavorited: true, updatedAt: 1_700_000_000_000 }] };
    expect(FavoritesSchema.parse(favorites)).toEqual(favorites);
    const settings = { settings: [{ name: 'Liberators', upgrades: ['Grandhammer'], weapons: { Liberator: [{ name: 'Warhammer', count: 4 }] }, updatedAt: 5 }] };
    expect(UnitSettingsSchema.parse(settings)).toEqual(settings);
  });

  it('refuse an unknown favourite type, an empty key and a negative weapon count', () => {
    expect(FavoritesSchema.safeParse({ favorites: [{ type: 'list', key: 'x', isFavorited: true, updatedAt: 1 }] }).success).toBe(false);
    expect(FavoritesSchema.safeParse({ favorites: [{ type: 'unit', key: '', isFavorited: true, updatedAt: 1 }] }).success).toBe(false);
    expect(UnitSettingsSchema.safeParse({ settings: [{ name: 'X', upgrades: [], weapons: { M: [{ name: 'W', count: -1 }] }, updatedAt: 1 }] }).success).toBe(
      false,
    );
  });
});

describe('favourites and unit-settings writes', () => {
  const favourite = (key: string) => ({ type: 'unit' as const, key, isFavorited: true, updatedAt: 1 });
  const setting = (upgrades: string[]) => ({ name: 'Saurus Warriors', upgrades, weapons: {}, updatedAt: 1 });

  it('take entries within the limits, and refuse a longer name or more entries, naming the limit', () => {
    expect(FavoritesWriteSchema.safeParse({ favorites: [favourite('k'.repeat(SYNC_LIMITS.favouriteKeyLength))] }).success).toBe(true);
    const long = FavoritesWriteSchema.safeParse({ favorites: [favourite('k'.repeat(SYNC_LIMITS.favouriteKeyLength + 1))] });
    expect(long.error?.issues[0]).toMatchObject({ path: ['favorites', 0, 'key'], message: 'must be at most 200 characters long' });
    const many = Array.from({ length: SYNC_LIMITS.favouritesPerWrite + 1 }, (_, index) => favourite(`k${index}`));
    expect(FavoritesWriteSchema.safeParse({ favorites: many }).error?.issues[0]).toMatchObject({ path: ['favorites'], code: 'too_big' });
    // What a device holds already stays readable: the stored shape keeps the older bound.
    expect(FavoritesSchema.safeParse({ favorites: [favourite('k'.repeat(1000))] }).success).toBe(true);
  });

  it('refuse a unit setting past its size as JSON', () => {
    expect(UnitSettingsWriteSchema.safeParse({ settings: [setting(['Champion'])] }).success).toBe(true);
    const huge = UnitSettingsWriteSchema.safeParse({ settings: [setting(Array.from({ length: 200 }, (_, index) => `Upgrade number ${index}`))] });
    expect(huge.error?.issues[0]).toMatchObject({ path: ['settings', 0], message: 'must take at most 4096 characters as JSON' });
    expect(UnitSettingsSchema.safeParse({ settings: [setting(Array.from({ length: 200 }, (_, index) => `Upgrade number ${index}`))] }).success).toBe(true);
  });
});
