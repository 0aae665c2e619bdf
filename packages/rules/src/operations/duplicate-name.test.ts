import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { makeList } from '../../test/builders.js';
import { duplicateList, placeAfter } from './duplicate-list.js';
import { duplicateName } from './duplicate-name.js';
import { validateListName } from './list-name.js';
import { deepFreeze } from '../../test/test-kit.js';

const lists = (...names: string[]) => names.map((name) => ({ name }));

describe('duplicateName', () => {
  it("is 'X (Copy)' while that name is free", () => {
    expect(duplicateName('Skaven 2k', lists('Skaven 2k'))).toBe('Skaven 2k (Copy)');
  });

  it("is 'X (Copy N)' with the smallest free N from 2", () => {
    expect(duplicateName('Skaven 2k', lists('Skaven 2k', 'Skaven 2k (Copy)'))).toBe('Skaven 2k (Copy 2)');
    expect(duplicateName('Skaven 2k', lists('Skaven 2k', 'Skaven 2k (Copy)', 'Skaven 2k (Copy 2)', 'Skaven 2k (Copy 4)'))).toBe('Skaven 2k (Copy 3)');
  });

  it('ignores soft-deleted lists', () => {
    expect(duplicateName('A', [{ name: 'A' }, { name: 'A (Copy)', deleted: true }])).toBe('A (Copy)');
  });

  it('compares names trimmed and case-blind', () => {
    expect(duplicateName('A', lists('a (copy)'))).toBe('A (Copy 2)');
  });

  it('shortens a long name so the copy stays within 100 characters', () => {
    const long = 'x'.repeat(100);
    expect(duplicateName(long, lists(long))).toBe(`${'x'.repeat(93)} (Copy)`);
    expect(duplicateName(long, lists(long, `${'x'.repeat(93)} (Copy)`))).toBe(`${'x'.repeat(91)} (Copy 2)`);
  });

  it('never collides with a list that is not deleted, and is always a valid name (property)', () => {
    const name = fc.oneof(
      fc.constantFrom('A', 'Skaven 2k', 'a', '  A  ', 'x'.repeat(95)),
      fc.string({ maxLength: 110 }),
      fc.string({ unit: 'grapheme', maxLength: 30 }),
    );
    const copyOf = (base: string) => fc.nat({ max: 12 }).map((n) => (n < 2 ? `${base} (Copy)` : `${base} (Copy ${n})`));
    fc.assert(
      fc.property(
        name,
        fc.array(fc.record({ name: fc.oneof(name, copyOf('A'), copyOf('Skaven 2k'), copyOf('x'.repeat(95))), deleted: fc.boolean() }), {
          maxLength: 25,
        }),
        (original, existing) => {
          const copy = duplicateName(original, existing);
          const taken = existing.filter((list) => !list.deleted).map((list) => list.name.trim().normalize('NFC').toLowerCase());
          expect(taken).not.toContain(copy.trim().normalize('NFC').toLowerCase());
          expect(validateListName(copy)).toEqual({ ok: true, value: copy });
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('duplicateList', () => {
  it('copies the content under a new id, name and time, not deleted, in the same folder', () => {
    const list = deepFreeze(
      makeList('Skaven', {
        name: 'Rats',
        folderId: 'f1',
        deleted: true,
        deletedAt: 5,
        locked: true,
        exportEncoded: 'abc',
        qrImportLink: 'https://x/y',
        validationHash: 'deadbeef',
      }),
    );
    const now = Date.UTC(2027, 0, 2);
    const copy = duplicateList(list, { id: 'l2', now, existing: [list, { name: 'Rats' }] });
    expect(copy).toEqual({
      ...list,
      id: 'l2',
      name: 'Rats (Copy)',
      createdAt: '2027-01-02T00:00:00.000Z',
      modifiedAt: '2027-01-02T00:00:00.000Z',
      _createdAt: now,
      _updatedAt: now,
      deleted: false,
      deletedAt: null,
      exportEncoded: null,
      qrImportLink: null,
    });
  });
});

describe('placeAfter', () => {
  it('puts the copy right after the original, or last', () => {
    expect(placeAfter(['a', 'b', 'c'], 'b', 'b2')).toEqual(['a', 'b', 'b2', 'c']);
    expect(placeAfter(['a'], 'x', 'x2')).toEqual(['a', 'x2']);
  });
});
