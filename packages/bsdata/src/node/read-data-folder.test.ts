import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { makeTempDir, DATA_FOLDER } from '../../test/data-repo.js';
import { readDataFolder } from './read-data-folder.js';

describe('readDataFolder', () => {
  const temp = makeTempDir('folder');
  afterAll(temp.cleanup);

  it('reads every catalogue and the game system of the real data', async () => {
    const files = await readDataFolder(DATA_FOLDER);
    expect(files).toHaveLength(133);
    expect(files.filter((file) => file.path.endsWith('.gst')).map((file) => file.path)).toEqual(['Age of Sigmar 4.0.gst']);
    expect(files.every((file) => file.text.startsWith('<?xml'))).toBe(true);
  });

  it('walks subfolders, skips dot folders and other files, and drops a byte-order mark', async () => {
    mkdirSync(join(temp.dir, 'sub'));
    mkdirSync(join(temp.dir, '.git'));
    writeFileSync(join(temp.dir, 'b.gst'), '\uFEFF<gameSystem/>');
    writeFileSync(join(temp.dir, 'sub', 'a.cat'), '<catalogue/>');
    writeFileSync(join(temp.dir, '.git', 'c.cat'), '<catalogue/>');
    writeFileSync(join(temp.dir, 'README.md'), '# data');

    expect(await readDataFolder(temp.dir)).toEqual([
      { path: 'b.gst', text: '<gameSystem/>' },
      { path: 'sub/a.cat', text: '<catalogue/>' },
    ]);
  });
});
