import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

import { makeTempDir } from '../../test/helpers.js';
import { loadConfig } from './load-config.js';

describe('loadConfig', () => {
  const temp = makeTempDir('scrolldex-load-config-');
  afterAll(temp.remove);
  afterEach(() => vi.unstubAllEnvs());

  // Every variable the .env files below set is stubbed first, so what loadConfig adds is undone.
  function stubEnv(values: Record<string, string | undefined>): void {
    for (const name of ['INIT_CWD', 'ENV_FILE', 'DONOR_NAMES', 'TOMBSTONE_DAYS', 'PORT', 'NODE_ENV', 'AUTH_SECRET']) vi.stubEnv(name, values[name]);
  }

  it('reads ENV_FILE from the start directory; the environment wins over the file', () => {
    writeFileSync(join(temp.dir, 'settings.env'), 'DONOR_NAMES=Ada, Brin\nTOMBSTONE_DAYS=7\nPORT=1234\n');
    stubEnv({ INIT_CWD: temp.dir, ENV_FILE: 'settings.env', PORT: '4321' });
    const loaded = loadConfig(import.meta.dirname);
    expect(loaded.envFile).toBe(join(temp.dir, 'settings.env'));
    if (!loaded.ok) throw new Error(loaded.errors[0]!.message);
    expect(loaded.value).toMatchObject({
      port: 4321,
      tombstoneDays: 7,
      webApp: { donors: ['Ada', 'Brin'] },
      databasePath: join(temp.dir, 'data/scrolldex.sqlite'),
    });
    // The project root is found from the caller's folder: the web build of this checkout.
    expect(loaded.value.webDistDir).toBe(join(import.meta.dirname, '../../../web/dist'));
  });

  it('takes .env in the start directory by default, and reports what stops the start', () => {
    writeFileSync(join(temp.dir, '.env'), 'NODE_ENV=production\n');
    stubEnv({ INIT_CWD: temp.dir });
    const loaded = loadConfig(import.meta.dirname);
    expect(loaded.envFile).toBe(join(temp.dir, '.env'));
    expect(loaded.ok ? [] : loaded.errors.map((issue) => issue.variable)).toEqual(['AUTH_SECRET']);
  });
});
