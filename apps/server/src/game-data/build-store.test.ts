import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { makeTempDir } from '../../test/helpers.js';
import { openDatabase } from '../db/open-database.js';
import { gameDataBuilds } from '../db/schema.js';
import { compressBodySync, jsonBytes } from '../http/precompressed-body.js';
import { ARTIFACT_NAMES, type BuildArtifacts } from './artifacts.js';
import { createBuildStore } from './build-store.js';

const temp = makeTempDir();
afterAll(() => temp.remove());

function makeArtifacts(commit: string): BuildArtifacts {
  const documents = Object.fromEntries(ARTIFACT_NAMES.map((name) => [name, compressBodySync(jsonBytes({ name, commit }))])) as BuildArtifacts['documents'];
  return { commit, handbook: { id: 'h', name: "General's Handbook 2026-27", season: '2026-27' }, warningCount: 3, convertMs: 1200, documents };
}

describe('createBuildStore', () => {
  const db = openDatabase(join(temp.dir, 'store.sqlite'));
  const buildsDir = join(temp.dir, 'builds');
  afterAll(() => db.$client.close());

  it('saves a build to disk and the index, and loads it back', async () => {
    const store = createBuildStore({ db, buildsDir, buildKey: 'k1' });
    expect(await store.load('c1')).toBeNull();
    const saved = await store.save(makeArtifacts('c1'));
    expect(saved.documents['game-data.json'].identity).toEqual({
      path: join(buildsDir, 'c1.k1', 'game-data.json'),
      size: jsonBytes({ name: 'game-data.json', commit: 'c1' }).length,
    });

    const loaded = await store.load('c1');
    expect(loaded?.handbook.season).toBe('2026-27');
    expect(loaded?.documents['ghb_battle_pack.json'].identity).toEqual(jsonBytes({ name: 'ghb_battle_pack.json', commit: 'c1' }));
    expect(loaded?.documents['game-data.json'].etag).toBe(saved.documents['game-data.json'].etag);
    expect(db.select().from(gameDataBuilds).all()).toMatchObject([
      { commit: 'c1', buildKey: 'k1', warningCount: 3, convertMs: 1200, handbookSeason: '2026-27' },
    ]);
  });

  it('forgets a build whose files were deleted', async () => {
    const store = createBuildStore({ db, buildsDir, buildKey: 'k1' });
    await store.save(makeArtifacts('c2'));
    rmSync(join(buildsDir, 'c2.k1', 'game-data.json.br'));
    expect(await store.load('c2')).toBeNull();
    expect(
      db
        .select()
        .from(gameDataBuilds)
        .all()
        .map((row) => row.commit),
    ).toEqual(['c1']);
  });

  it('prunes builds of other converters and leftover partial folders', async () => {
    mkdirSync(join(buildsDir, 'c9.k1.partial-dead'), { recursive: true });
    const newer = createBuildStore({ db, buildsDir, buildKey: 'k2' });
    await newer.save(makeArtifacts('c1'));
    expect(await newer.prune()).toBe(1);
    expect(
      db
        .select()
        .from(gameDataBuilds)
        .all()
        .map((row) => `${row.commit}.${row.buildKey}`),
    ).toEqual(['c1.k2']);
    expect(existsSync(join(buildsDir, 'c1.k1'))).toBe(false);
    expect(existsSync(join(buildsDir, 'c9.k1.partial-dead'))).toBe(false);
    expect(existsSync(join(buildsDir, 'c1.k2'))).toBe(true);
  });
});
