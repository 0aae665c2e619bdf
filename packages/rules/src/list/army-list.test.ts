import { describe, expect, it } from 'vitest';

import { emptyListContent, listSchemas } from './army-list.js';

describe('listSchemas', () => {
  it('makes the schemas once: every use checks with the same ones', () => {
    expect(listSchemas()).toBe(listSchemas());
    expect(listSchemas().ArmyListSchema).toBe(listSchemas().ArmyListSchema);
  });

  it('fills an older list with the defaults and refuses an empty id', () => {
    const iso = new Date(0).toISOString();
    const older = { id: 'l1', name: 'Hosts', faction: 'Stormcast Eternals', createdAt: iso, modifiedAt: iso, _createdAt: 0, _updatedAt: 0 };
    const list = listSchemas().ArmyListSchema.parse(older);
    expect(list).toMatchObject({
      ...emptyListContent('Stormcast Eternals'),
      name: 'Hosts',
      locked: false,
      errors: [],
      warnings: [],
      dataRef: null,
      folderId: null,
    });
    expect(listSchemas().ListUnitSchema.parse({ name: 'Liberators' })).toEqual({
      name: 'Liberators',
      general: false,
      reinforced: false,
      artifact: null,
      heroicTrait: null,
      enhancementChoices: {},
      weapons: {},
      upgrades: [],
    });
    expect(listSchemas().ArmyListSchema.safeParse({ ...older, id: '' }).success).toBe(false);
  });
});
