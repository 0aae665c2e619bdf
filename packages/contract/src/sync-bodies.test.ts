import { describe, expect, it } from 'vitest';

import { FavoritesSchema } from './favorites.js';
import { UnitSettingsSchema } from './unit-settings.js';

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
