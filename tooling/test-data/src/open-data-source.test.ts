// The data repository the tests are made from is chosen as the server chooses
// it (resolveGameDataRepo, whose fallback to the public repository bsdata's
// tests check); a URL, here a file:// one as the machine may have no network,
// is cloned into the clone folder, as the public repository is.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { PINNED_MAIN } from '@scrolldex/test-harness/pinned-data';
import { TEST_DATA_REPO } from '@scrolldex/test-harness/test-data-paths';
import { afterAll, describe, expect, it } from 'vitest';

import { findCommit } from './git.js';
import { openDataSource } from './prepare-test-data.js';

describe('openDataSource', () => {
  const dir = mkdtempSync(join(tmpdir(), 'scrolldex-data-source-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const project = join(dir, 'checkout', 'scrolldex');
  const sharedRepo = join(dir, 'checkout', 'shared', 'bsdata', 'age-of-sigmar-4th.git');
  const clones = join(dir, 'clones');

  it('clones a GAME_DATA_REPO URL into the clone folder and reads the clone', async () => {
    const url = pathToFileURL(TEST_DATA_REPO).href;
    const source = await openDataSource({ GAME_DATA_REPO: url }, project, clones);
    expect(source.choice).toMatchObject({ location: url, source: 'env' });
    expect(source.gitDir.startsWith(`${clones}/`)).toBe(true);
    expect(findCommit(source.gitDir, 'main')).toBe(PINNED_MAIN);
  });

  it('takes a GAME_DATA_REPO path in place, before the shared folder beside the project', async () => {
    mkdirSync(sharedRepo, { recursive: true });
    const source = await openDataSource({ GAME_DATA_REPO: TEST_DATA_REPO }, project, clones);
    expect(source).toEqual({ choice: expect.objectContaining({ source: 'env' }), gitDir: TEST_DATA_REPO });
  });

  it('without GAME_DATA_REPO takes ../shared/bsdata beside the project, and says what is wrong with it', async () => {
    await expect(openDataSource({}, project, clones)).rejects.toThrow(
      `The tests need a BSData game data repository (the shared data repo exists beside the project): ${sharedRepo} is not a git repository. Set GAME_DATA_REPO to the path or URL of one.`,
    );
  });
});
