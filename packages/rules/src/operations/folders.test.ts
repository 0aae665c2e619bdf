import { describe, expect, it } from 'vitest';

import { FOLDER_COLORS, FolderSchema } from '../list/folder.js';
import { createFolder, editFolder, findOrCreateFolder } from './create-folder.js';
import { FOLDER_ADJECTIVES, FOLDER_ANIMALS } from './folder-name-words.js';
import { generateFolderName, randomFolderColor } from './generate-folder-name.js';

const NOW = Date.UTC(2027, 4, 5, 6, 7, 8);

describe('generateFolderName', () => {
  it('is an adjective and an animal picked by the current time', () => {
    const name = generateFolderName(NOW, 0.5);
    const [adjective, animal] = name.split(' ');
    expect(FOLDER_ADJECTIVES).toContain(adjective);
    expect(FOLDER_ANIMALS).toContain(animal);
    expect(generateFolderName(NOW + 999 - (NOW % 1000), 0.9)).toBe(name);
    expect(generateFolderName(NOW + 1000, 0.5)).not.toBe(name);
  });

  it('differs across the seconds of a minute', () => {
    const names = new Set(Array.from({ length: 60 }, (_, second) => generateFolderName(NOW + second * 1000, 0)));
    expect(names.size).toBe(60);
  });

  it('picks a free name with the random value when the time’s name is taken', () => {
    const taken = generateFolderName(NOW, 0);
    const other = generateFolderName(NOW, 0.42, [taken.toUpperCase()]);
    expect(other).not.toBe(taken);
    expect(other.split(' ')).toHaveLength(2);
  });

  it('adds a number when every name is taken', () => {
    const all = FOLDER_ADJECTIVES.flatMap((adjective) => FOLDER_ANIMALS.map((animal) => `${adjective} ${animal}`));
    expect(generateFolderName(NOW, 0.3, all)).toBe(`${generateFolderName(NOW, 0.3)} 2`);
  });
});

describe('randomFolderColor', () => {
  it('spreads [0, 1) over the seven colours and clamps the ends', () => {
    expect(FOLDER_COLORS.map((_, i) => randomFolderColor((i + 0.5) / 7))).toEqual([...FOLDER_COLORS]);
    expect(randomFolderColor(1)).toBe('purple');
    expect(randomFolderColor(-3)).toBe('gray');
    expect(randomFolderColor(Number.NaN)).toBe('gray');
  });
});

describe('createFolder, editFolder, findOrCreateFolder', () => {
  const existing = [{ id: 'f1', name: 'Events', color: 'red' as const, lists: [], createdAt: 1, updatedAt: 1, deleted: false, deletedAt: null }];

  it('makes an empty folder with a generated name and a random colour', () => {
    const result = createFolder({ id: 'f2', now: NOW, random: 0.99, folders: existing });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(FolderSchema.parse(result.value)).toEqual(result.value);
    expect(result.value).toMatchObject({ id: 'f2', name: generateFolderName(NOW, 0.99), color: 'purple', lists: [], createdAt: NOW, updatedAt: NOW });
  });

  it('refuses a taken name or an unknown colour', () => {
    expect(createFolder({ id: 'f2', now: NOW, random: 0, folders: existing, name: ' events ' })).toMatchObject({
      ok: false,
      errors: [{ code: 'FOLDER_NAME_TAKEN' }],
    });
    const folder = existing[0]!;
    expect(editFolder(folder, { name: 'Events', color: 'pink' }, existing, NOW)).toMatchObject({ ok: false, errors: [{ code: 'FOLDER_COLOR_INVALID' }] });
  });

  it('edits name and colour, stamping only a real change', () => {
    const folder = existing[0]!;
    expect(editFolder(folder, { name: ' Events ', color: 'red' }, existing, NOW)).toEqual({ ok: true, value: folder });
    expect(editFolder(folder, { name: 'GTs', color: 'green' }, existing, NOW)).toMatchObject({
      ok: true,
      value: { name: 'GTs', color: 'green', updatedAt: NOW },
    });
  });

  it("'Move to Folder' reuses a folder by name, case-blind, or creates it", () => {
    expect(findOrCreateFolder('EVENTS', existing, { id: 'f9', now: NOW, random: 0 })).toEqual({ ok: true, value: { folder: existing[0], created: false } });
    expect(findOrCreateFolder('Casual', existing, { id: 'f9', now: NOW, random: 0 })).toMatchObject({
      ok: true,
      value: { created: true, folder: { id: 'f9', name: 'Casual', color: 'gray' } },
    });
  });
});
