import { describe, expect, it } from 'vitest';

import { DataFileParamsSchema, DataFilesSchema } from './data-files.js';
import { RefQuerySchema } from './refs.js';

const HASH = '0123456789abcdef0123';

describe('game data file routes', () => {
  it('takes only a data file name: index, core or army with 20 hex digits', () => {
    for (const file of [`index-${HASH}.json`, `core-${HASH}.json`, `army-${HASH}.json`]) expect(DataFileParamsSchema.parse({ file })).toEqual({ file });
    for (const file of [
      `rules-${HASH}.json`,
      `army-${HASH.slice(1)}.json`,
      `army-${HASH}0.json`,
      `army-${HASH.toUpperCase()}.json`,
      `army-${HASH}.json.gz`,
      `../army-${HASH}.json`,
      'game-data.json',
      '',
    ])
      expect(DataFileParamsSchema.safeParse({ file }).success).toBe(false);
    expect(DataFileParamsSchema.safeParse({ file: 'game-data.json' }).error?.issues[0]?.message).toBe('is not the name of a game data file');
  });

  it('needs the ref a file is of, trimmed, 1 to 255 characters', () => {
    expect(RefQuerySchema.parse({ name: ' main ' })).toEqual({ name: 'main' });
    expect(RefQuerySchema.safeParse({}).success).toBe(false);
    expect(RefQuerySchema.safeParse({ name: '' }).success).toBe(false);
    expect(RefQuerySchema.safeParse({ name: '   ' }).success).toBe(false);
    expect(RefQuerySchema.safeParse({ name: 'r'.repeat(255) }).success).toBe(true);
    expect(RefQuerySchema.safeParse({ name: 'r'.repeat(256) }).success).toBe(false);
  });

  it("reads the list of a ref's files: its index, its core and a file per army", () => {
    const files = { index: '/data/index.json?name=main', core: '/data/core.json?name=main', armies: { 'Stormcast Eternals': '/data/army.json?name=main' } };
    expect(DataFilesSchema.parse({ name: 'main', sha: 'abc', ...files })).toEqual(files);
    expect(DataFilesSchema.safeParse({ index: files.index, armies: {} }).success).toBe(false);
    expect(DataFilesSchema.safeParse({ ...files, armies: { Army: 3 } }).success).toBe(false);
  });
});
