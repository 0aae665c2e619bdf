import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { makeTempDir } from '../../test/helpers.js';
import { loadDotEnvFile, parseDotEnv } from './dot-env.js';

describe('parseDotEnv', () => {
  it('reads assignments, quotes, comments and export', () => {
    const text = [
      '# a comment',
      'PORT=8080',
      'export HOST=127.0.0.1',
      '  SPACED  =  value with spaces   # trailing comment',
      'URL=http://x.test/#anchor',
      "SINGLE='kept \\n as # is'",
      'DOUBLE="line\\nbreak \\"quoted\\""',
      'EMPTY=',
      'not an assignment',
      '',
    ].join('\r\n');
    expect(parseDotEnv(text)).toEqual({
      PORT: '8080',
      HOST: '127.0.0.1',
      SPACED: 'value with spaces',
      URL: 'http://x.test/#anchor',
      SINGLE: 'kept \\n as # is',
      DOUBLE: 'line\nbreak "quoted"',
      EMPTY: '',
    });
  });
});

describe('loadDotEnvFile', () => {
  const temp = makeTempDir();
  afterAll(() => temp.remove());

  it('adds what the environment does not set, and nothing for a missing file', () => {
    const path = join(temp.dir, '.env');
    writeFileSync(path, 'PORT=4000\nHOST=::1\n');
    const env: Record<string, string | undefined> = { PORT: '5000' };
    expect(loadDotEnvFile(path, env)).toEqual(['HOST']);
    expect(env).toEqual({ PORT: '5000', HOST: '::1' });
    expect(loadDotEnvFile(join(temp.dir, 'missing.env'), env)).toEqual([]);
  });
});
