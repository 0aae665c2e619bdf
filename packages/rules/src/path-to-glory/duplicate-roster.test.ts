import { describe, expect, it } from 'vitest';

import { applyRosterEdit } from './apply-roster-edit.js';
import { duplicateRoster } from './duplicate-roster.js';
import type { RosterEdit } from './roster-edit.js';
import { createRoster } from './roster.js';

const T0 = Date.UTC(2026, 10, 1);
const NOW = Date.UTC(2026, 10, 29);

const edits: RosterEdit[] = [
  { op: 'addUnit', id: 'questor', name: 'Knight-Questor' },
  { op: 'setWarlord', unit: 'questor' },
  { op: 'setGlory', glory: 3 },
  { op: 'recordMuster', listId: 'list-1', units: ['questor'] },
];

const gildedHost = edits.reduce(
  (roster, edit) => applyRosterEdit(roster, edit, T0),
  createRoster({ id: 'r1', name: 'The Gilded Host', faction: 'Stormcast Eternals', campaignId: 'ascension', now: T0 }),
);

describe('duplicateRoster', () => {
  it('copies the roster under the new id and a free name, stamped now, without the lists mustered from the original', () => {
    const copy = duplicateRoster(gildedHost, { id: 'r2', now: NOW, existing: [gildedHost] });
    expect(copy).toEqual({ ...gildedHost, id: 'r2', name: 'The Gilded Host (Copy)', musters: [], _createdAt: NOW, _updatedAt: NOW });
    expect(duplicateRoster(gildedHost, { id: 'r3', now: NOW, existing: [gildedHost, copy] }).name).toBe('The Gilded Host (Copy 2)');
  });
});
