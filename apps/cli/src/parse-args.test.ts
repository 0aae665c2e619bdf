import { describe, expect, it } from 'vitest';

import { DEFAULT_OUT, parseArgs } from './parse-args.js';

describe('parseArgs', () => {
  it('defaults to the automatic repo, main and data/game-data.json', () => {
    expect(parseArgs([])).toEqual({
      ok: true,
      value: { help: false, repo: null, ref: null, dir: null, out: DEFAULT_OUT, cacheDir: null, refresh: false, allWarnings: false },
    });
  });

  it('reads values given as separate words or after =', () => {
    const parsed = parseArgs(['--repo', 'https://h/x.git', '--ref=battlescroll-2025-12', '--out', 'a.json', '--refresh', '--all-warnings']);
    expect(parsed).toMatchObject({
      ok: true,
      value: { repo: 'https://h/x.git', ref: 'battlescroll-2025-12', out: 'a.json', refresh: true, allWarnings: true },
    });
    expect(parseArgs(['--dir', 'data'])).toMatchObject({ ok: true, value: { dir: 'data', repo: null } });
    expect(parseArgs(['-h'])).toMatchObject({ ok: true, value: { help: true } });
  });

  it.each([
    [['--bogus'], 'UNKNOWN_OPTION', 'Unknown option --bogus (see --help)'],
    [['--out'], 'MISSING_VALUE', '--out needs a value'],
    [['--ref', '--out', 'x.json'], 'MISSING_VALUE', '--ref needs a value'],
    [['--repo='], 'MISSING_VALUE', '--repo needs a value'],
    [['--help=yes'], 'UNEXPECTED_ARGUMENT', '--help takes no value'],
    [['some/dir'], 'UNEXPECTED_ARGUMENT', "Unexpected argument 'some/dir': name the data with --repo <path or url> or --dir <folder>"],
    [['--repo', 'a', '--dir', 'b'], 'CONFLICTING_OPTIONS', '--repo and --dir cannot be used together'],
    [['--dir', 'b', '--ref', 'main'], 'CONFLICTING_OPTIONS', '--ref, --cache and --refresh only apply to a git repository, not to --dir'],
    [['--out', 'a', '--out', 'b'], 'REPEATED_OPTION', '--out is given more than once'],
  ])('rejects %j with one clear message', (argv, code, message) => {
    expect(parseArgs(argv)).toEqual({ ok: false, errors: [{ code, message }] });
  });
});
