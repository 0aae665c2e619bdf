import { afterEach, describe, expect, it, vi } from 'vitest';

import { readCliEnvironment } from './env.js';

describe('readCliEnvironment', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('hands the runners the variables the CLI reads, and nothing else', () => {
    vi.stubEnv('INIT_CWD', '/home/player/lists');
    vi.stubEnv('GAME_DATA_REPO', 'https://example.org/data.git');
    vi.stubEnv('SCROLLDEX_CACHE_DIR', '/tmp/cache');
    vi.stubEnv('XDG_CACHE_HOME', undefined);
    vi.stubEnv('AUTH_SECRET', 'a server setting');
    expect(readCliEnvironment()).toEqual({
      INIT_CWD: '/home/player/lists',
      GAME_DATA_REPO: 'https://example.org/data.git',
      SCROLLDEX_CACHE_DIR: '/tmp/cache',
      XDG_CACHE_HOME: undefined,
    });
  });
});
