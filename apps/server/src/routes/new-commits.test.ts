import { pathToFileURL } from 'node:url';

import { parseGameData } from '@scrolldex/rules';
import { bumpRevision } from '@scrolldex/test-harness/data-repo';
import { afterAll, describe, expect, it } from 'vitest';

import { cloneDataRepo, commitFile, GAME_SYSTEM_FILE, makeApp, makeConfig, makeTempDir, revParse, tagAnnotated } from '../../test/helpers.js';
import { fromTestData } from '../../test/from-test-data.js';

type Manifest = { entries: { name: string; sha: string; type: string }[] };

const temp = makeTempDir();
afterAll(() => temp.remove());

describe('a data repository that changes while the server runs', () => {
  it('serves a new commit on a branch without a restart', async () => {
    const repo = cloneDataRepo(temp.dir, 'local.git');
    // Main as the run converted it; the new commit converted on the server's worker.
    const app = await makeApp(
      makeConfig(temp.dir, { gameDataRepo: repo, databasePath: `${temp.dir}/local.sqlite`, gameDataCacheDir: `${temp.dir}/local-cache` }),
      { convert: fromTestData() },
    );
    try {
      const before = await app.inject({ method: 'GET', url: '/blob?name=main' });
      const oldData = parseGameData(before.json());
      if (!oldData.ok) throw new Error('main does not parse');

      const commit = commitFile(repo, 'main', GAME_SYSTEM_FILE, bumpRevision, 'Bump the game system revision');
      const manifest = (await app.inject({ method: 'GET', url: '/manifest' })).json<Manifest>();
      expect(manifest.entries.find((entry) => entry.name === 'main')!.sha).toBe(commit);

      const after = await app.inject({ method: 'GET', url: '/blob?name=main', headers: { 'if-none-match': before.headers.etag as string } });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const newData = parseGameData(after.json());
      if (!newData.ok) throw new Error('the new commit does not parse');
      expect(newData.value.source.commit).toBe(commit);
      expect(newData.value.source.gameSystemRevision).toBe(oldData.value.source.gameSystemRevision + 1);

      // A tag added meanwhile is a release at once, with its annotation as description.
      tagAnnotated(repo, 'test-event-2026', commit, 'Locked data for the test event\n\nUse this for the event weekend.');
      const refs = (await app.inject({ method: 'GET', url: '/refs' })).json<{ releases: { name: string; sha: string; description: string }[] }>();
      expect(refs.releases.find((release) => release.name === 'test-event-2026')).toEqual({
        name: 'test-event-2026',
        type: 'Release',
        sha: commit,
        description: 'Locked data for the test event\n\nUse this for the event weekend.',
        season: '2026-27',
      });
    } finally {
      await app.close();
    }
  });

  it('clones a repository given by URL into the cache and picks up its new commits on refresh', async () => {
    const upstream = cloneDataRepo(temp.dir, 'upstream.git');
    const cacheDir = `${temp.dir}/remote-cache`;
    const app = await makeApp(
      makeConfig(temp.dir, { gameDataRepo: pathToFileURL(upstream).href, databasePath: `${temp.dir}/remote.sqlite`, gameDataCacheDir: cacheDir }),
    );
    try {
      const mainOf = async () => (await app.inject({ method: 'GET', url: '/manifest' })).json<Manifest>().entries.find((entry) => entry.name === 'main')!.sha;
      expect(await mainOf()).toBe(revParse(upstream, 'main'));

      const commit = commitFile(upstream, 'main', GAME_SYSTEM_FILE, bumpRevision, 'Upstream change');
      // The clone is not fetched on every request, only on the timer (or here, by hand).
      expect(await mainOf()).not.toBe(commit);
      await app.gameData.refresh();
      expect(await mainOf()).toBe(commit);
    } finally {
      await app.close();
    }
  });

  it('answers 503 without details when the repository cannot be opened', async () => {
    const app = await makeApp(makeConfig(temp.dir, { gameDataRepo: `${temp.dir}/missing.git`, databasePath: `${temp.dir}/missing.sqlite` }));
    try {
      const response = await app.inject({ method: 'GET', url: '/manifest' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The game data repository cannot be read right now. Please try again later.',
      });
      expect(response.body).not.toContain(temp.dir);
    } finally {
      await app.close();
    }
  });
});
