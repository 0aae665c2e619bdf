import { describe, expect, it } from 'vitest';

import { DATA_FOLDER, DATA_REPO } from '../../test/data-repo.js';
import type { GameDataRepo } from './game-data-repo.js';
import { parseLsTree, readDataFilesAtRef } from './read-data-files-at-ref.js';
import { readDataFolder } from './read-data-folder.js';

const shared: GameDataRepo = { location: DATA_REPO, gitDir: DATA_REPO, kind: 'local' };

describe('readDataFilesAtRef', () => {
  it('reads the same 133 files at main as the data folder holds', async () => {
    const [result, folder] = await Promise.all([readDataFilesAtRef(shared, 'main'), readDataFolder(DATA_FOLDER)]);
    if (!result.ok) throw new Error(result.errors[0]!.message);
    expect(result.value.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(result.value.files).toHaveLength(133);
    expect(result.value.files.map((file) => file.path)).toEqual(folder.map((file) => file.path));

    const byPath = new Map(folder.map((file) => [file.path, file.text]));
    for (const path of ['Age of Sigmar 4.0.gst', 'Stormcast Eternals.cat', 'Big Waaagh!.cat']) {
      expect(result.value.files.find((file) => file.path === path)?.text).toBe(byPath.get(path));
    }
    expect(result.value.files.every((file) => file.text === byPath.get(file.path))).toBe(true);
  });

  it('reads an older battlescroll by its tag', async () => {
    const result = await readDataFilesAtRef(shared, 'battlescroll-2025-12');
    expect(result.ok && result.value.files).toHaveLength(107);
  });

  it('returns the missing ref as an error value', async () => {
    expect(await readDataFilesAtRef(shared, 'no-such-branch')).toMatchObject({ ok: false, errors: [{ code: 'REF_NOT_FOUND' }] });
  });
});

describe('parseLsTree', () => {
  it('keeps blobs with tabs and spaces in their paths, skips submodules', () => {
    const sha = 'c'.repeat(40);
    const records = [`100644 blob ${sha}\tArmy - Library.cat`, `160000 commit ${sha}\tvendor`, `100644 blob ${sha}\tsub/odd\tname.gst`];
    const output = records.map((record) => `${record}\u0000`).join('');
    expect(parseLsTree(output)).toEqual([
      { sha, path: 'Army - Library.cat' },
      { sha, path: 'sub/odd\tname.gst' },
    ]);
  });
});
