import { describe, expect, it } from 'vitest';

import { characterCount, validateListName } from './list-name.js';
import { validateFolderName } from './folder-name.js';

describe('validateListName', () => {
  it('trims and accepts 1 to 100 characters', () => {
    expect(validateListName('  My List ')).toEqual({ ok: true, value: 'My List' });
    expect(validateListName('x'.repeat(100))).toEqual({ ok: true, value: 'x'.repeat(100) });
  });

  it('refuses an empty name and one over 100 characters, with the decided message', () => {
    expect(validateListName(' \t ')).toEqual({ ok: false, errors: [{ code: 'LIST_NAME_REQUIRED', message: 'List name is required.' }] });
    expect(validateListName('x'.repeat(101))).toEqual({
      ok: false,
      errors: [{ code: 'LIST_NAME_TOO_LONG', message: 'List name must be at most 100 characters.' }],
    });
  });

  it('counts an emoji as one character', () => {
    expect(characterCount('🐉🐉')).toBe(2);
    expect(validateListName('🐉'.repeat(100)).ok).toBe(true);
  });
});

describe('validateFolderName', () => {
  const folders = [
    { id: 'a', name: 'Tournaments', deleted: false },
    { id: 'b', name: 'Old', deleted: true },
  ];

  it('trims and requires a name', () => {
    expect(validateFolderName('  Casual  ', folders)).toEqual({ ok: true, value: 'Casual' });
    expect(validateFolderName('   ', folders)).toMatchObject({ ok: false, errors: [{ code: 'FOLDER_NAME_REQUIRED' }] });
  });

  it('is unique case-insensitively among folders that are not deleted', () => {
    expect(validateFolderName(' tournaments ', folders)).toMatchObject({
      ok: false,
      errors: [{ code: 'FOLDER_NAME_TAKEN', message: "A folder named 'Tournaments' already exists." }],
    });
    expect(validateFolderName('old', folders)).toEqual({ ok: true, value: 'old' });
  });

  it('lets a folder keep its own name on rename', () => {
    expect(validateFolderName('TOURNAMENTS', folders, 'a')).toEqual({ ok: true, value: 'TOURNAMENTS' });
  });

  it('refuses a name over 100 characters', () => {
    expect(validateFolderName('f'.repeat(101), folders)).toMatchObject({ ok: false, errors: [{ code: 'FOLDER_NAME_TOO_LONG' }] });
  });
});
