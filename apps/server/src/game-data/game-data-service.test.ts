import { bumpRevision } from '@scrolldex/test-harness/data-repo';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { cloneDataRepo, commitFile, GAME_SYSTEM_FILE, makeTempDir, revParse, DATA_REPO } from '../../test/helpers.js';
import type { BuildArtifacts, LoadedBuild } from './artifacts.js';
import type { BuildStore } from './build-store.js';
import type { Converter } from './converter.js';
import { createGameDataService } from './game-data-service.js';

const temp = makeTempDir();
afterAll(() => temp.remove());

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

describe('the game data service at start', () => {
  it('converts the warm ref in the background, and a request meanwhile waits on that same conversion', async () => {
    const converted: string[] = [];
    let finish!: () => void;
    const released = new Promise<void>((resolve) => (finish = resolve));
    const convert: Converter = async (_repo, commit) => {
      converted.push(commit);
      await released;
      return { commit, handbook: { name: 'H' } } as unknown as BuildArtifacts;
    };
    const saved: string[] = [];
    const store: BuildStore = {
      load: () => Promise.resolve(null),
      save: (artifacts) => {
        saved.push(artifacts.commit);
        return Promise.resolve({ commit: artifacts.commit, handbook: artifacts.handbook } as LoadedBuild);
      },
      prune: () => Promise.resolve(0),
    };
    const service = createGameDataService({ location: DATA_REPO, cacheDir: temp.dir, store, convert, logger: quiet, refreshIntervalMs: 0, warmRef: 'main' });
    await service.start();
    const main = revParse(DATA_REPO, 'main');
    await vi.waitFor(() => expect(converted).toEqual([main]), { timeout: 10_000 });

    const request = service.getBuild('main');
    finish();
    expect((await request).build.commit).toBe(main);
    expect((await service.getBuild('main')).build.commit).toBe(main);
    expect([converted, saved]).toEqual([[main], [main]]);
    service.close();
  });
});

describe('the refs of the data repository', () => {
  it('keeps the refs while git has not moved one, and reads them again once a branch moves', async () => {
    const repo = cloneDataRepo(temp.dir, 'refs.git');
    const store: BuildStore = { load: () => Promise.resolve(null), save: () => Promise.reject(new Error('unused')), prune: () => Promise.resolve(0) };
    const service = createGameDataService({
      location: repo,
      cacheDir: `${temp.dir}/refs`,
      store,
      convert: () => Promise.reject(new Error('unused')),
      logger: quiet,
      refreshIntervalMs: 0,
      warmRef: null,
    });
    const first = await service.listRefs();
    expect(await service.listRefs()).toBe(first);

    const commit = commitFile(repo, 'main', GAME_SYSTEM_FILE, bumpRevision, 'Bump the game system revision');
    const moved = await service.listRefs();
    expect(moved.find((ref) => ref.name === 'main')!.sha).toBe(commit);
    expect(await service.listRefs()).toBe(moved);
    service.close();
  });
});

describe('a data repository address with credentials', () => {
  it('never writes the token to the log when the repository cannot be opened', async () => {
    const logged: string[] = [];
    const record = (fields: object, message: string) => logged.push(`${JSON.stringify(fields)} ${message}`);
    const logger = { info: record, warn: record, error: record } as unknown as FastifyBaseLogger;
    const store: BuildStore = { load: () => Promise.resolve(null), save: () => Promise.reject(new Error('unused')), prune: () => Promise.resolve(0) };
    const service = createGameDataService({
      location: 'https://reader:ghp_s3cretToken@127.0.0.1:9/BSData/age-of-sigmar-4th.git',
      cacheDir: `${temp.dir}/credentials`,
      store,
      convert: () => Promise.reject(new Error('unused')),
      logger,
      refreshIntervalMs: 0,
      warmRef: null,
    });
    await expect(service.listRefs()).rejects.toThrow();
    expect(logged.join('\n')).toContain('cannot open the game data repository');
    expect(logged.join('\n')).toContain('https://[redacted]@127.0.0.1:9/BSData');
    expect(logged.join('\n')).not.toContain('s3cret');
    service.close();
  });
});
