import { describe, expect, it } from 'vitest';

import { EXIT_OK, EXIT_USAGE } from './exit-codes.js';
import { runListValidate, type ListValidateIo } from './run-list-validate.js';

function makeIo(argv: string[], stdinIsTty: boolean): ListValidateIo & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    argv,
    env: {},
    cwd: '/nowhere',
    projectRoot: '/nowhere',
    gameDataCacheDir: '/nowhere/.cache/game-data',
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    readStdin: () => Promise.reject(new Error('stdin must not be read')),
    stdinIsTty,
    out,
    err,
  };
}

describe('runListValidate', () => {
  it('does not wait on a terminal when no file is named and nothing is piped in', async () => {
    const io = makeIo([], true);
    expect(await runListValidate(io)).toBe(EXIT_USAGE);
    expect(io.err).toEqual(['list-validate: No list to check: name list files, or pipe a list text in (see --help)\n']);
    expect(io.out).toEqual([]);
  });

  it('prints the help without reading data or input', async () => {
    const io = makeIo(['--help', 'a.txt'], true);
    expect(await runListValidate(io)).toBe(EXIT_OK);
    expect(io.out.join('')).toContain('Usage: pnpm list-validate');
  });
});
