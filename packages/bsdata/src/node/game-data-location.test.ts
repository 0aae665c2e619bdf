import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { makeTempDir } from '../../test/data-repo.js';
import { PUBLIC_GAME_DATA_REPO, resolveGameDataRepo } from './game-data-location.js';

describe('resolveGameDataRepo', () => {
  const temp = makeTempDir('location');
  afterAll(temp.cleanup);
  const withShared = join(temp.dir, 'a', 'project');
  const withoutShared = join(temp.dir, 'b', 'project');
  mkdirSync(join(temp.dir, 'a', 'shared', 'bsdata', 'age-of-sigmar-4th.git'), { recursive: true });

  it('prefers GAME_DATA_REPO over everything', () => {
    expect(resolveGameDataRepo({ GAME_DATA_REPO: 'https://example.org/data.git' }, withShared)).toMatchObject({
      location: 'https://example.org/data.git',
      source: 'env',
    });
  });

  it('then takes the shared repo beside the project', () => {
    expect(resolveGameDataRepo({ GAME_DATA_REPO: '  ' }, withShared)).toMatchObject({
      location: join(temp.dir, 'a', 'shared', 'bsdata', 'age-of-sigmar-4th.git'),
      source: 'shared-folder',
    });
  });

  it('falls back to the public BSData repository and says why', () => {
    const choice = resolveGameDataRepo({}, withoutShared);
    expect(choice).toMatchObject({ location: PUBLIC_GAME_DATA_REPO, source: 'public' });
    expect(choice.reason).toContain(join(temp.dir, 'b', 'shared', 'bsdata', 'age-of-sigmar-4th.git'));
  });
});
