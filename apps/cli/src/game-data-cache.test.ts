import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { GAME_DATA_SCHEMA_VERSION, type GameData } from '@scrolldex/rules';
import { afterAll, describe, expect, it } from 'vitest';

import { defaultGameDataCacheDir, readCachedGameData, writeCachedGameData } from './game-data-cache.js';

const COMMIT = 'a'.repeat(40);
const data = { schemaVersion: GAME_DATA_SCHEMA_VERSION, source: { ref: 'main', commit: COMMIT } } as GameData;

describe('the game data cache', () => {
  const dir = mkdtempSync(join(tmpdir(), 'scrolldex-cache-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives back what was written for the same commit and converter key, and nothing for another key', async () => {
    const cache = { dir: join(dir, 'nested'), key: 'v1-abc' };
    expect(await readCachedGameData(cache, COMMIT)).toBeNull();
    expect(await writeCachedGameData(cache, COMMIT, data)).toBe(true);
    expect(await readCachedGameData(cache, COMMIT)).toEqual(data);
    expect(await readCachedGameData({ ...cache, key: 'v1-def' }, COMMIT)).toBeNull();
    expect(readdirSync(cache.dir)).toEqual([`${COMMIT}.v1-abc.json`]);
  });

  it('treats a damaged file, or one of another commit, as missing', async () => {
    const cache = { dir, key: 'k' };
    writeFileSync(join(dir, `${COMMIT}.k.json`), '{"schemaVersion": 1, "sour');
    expect(await readCachedGameData(cache, COMMIT)).toBeNull();
    writeFileSync(join(dir, `${COMMIT}.k.json`), JSON.stringify({ ...data, source: { ref: 'main', commit: 'b'.repeat(40) } }));
    expect(await readCachedGameData(cache, COMMIT)).toBeNull();
  });

  it('reports a cache it cannot write instead of failing', async () => {
    const file = join(dir, 'a-file');
    writeFileSync(file, '');
    expect(await writeCachedGameData({ dir: join(file, 'below'), key: 'k' }, COMMIT, data)).toBe(false);
  });

  it('lives in SCROLLDEX_CACHE_DIR, else the project, else the XDG cache folder', () => {
    expect(defaultGameDataCacheDir({ SCROLLDEX_CACHE_DIR: '/c' }, '/p', '/h')).toBe('/c');
    expect(defaultGameDataCacheDir({}, '/p', '/h')).toBe('/p/.cache/game-data');
    expect(defaultGameDataCacheDir({ XDG_CACHE_HOME: '/x' }, null, '/h')).toBe('/x/scrolldex/game-data');
    expect(defaultGameDataCacheDir({}, null, '/h')).toBe('/h/.cache/scrolldex/game-data');
  });
});
