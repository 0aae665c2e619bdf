import { describe, expect, it } from 'vitest';

import { parseCap, parseListValidateArgs, parseMode } from './list-validate-args.js';

describe('parseListValidateArgs', () => {
  it('defaults to the automatic data, the lists own mode and cap, and standard input', () => {
    expect(parseListValidateArgs([])).toEqual({
      ok: true,
      value: { help: false, json: false, data: null, ref: null, mode: null, cap: null, cacheDir: null, files: [] },
    });
  });

  it('takes options anywhere among the files, as separate words or after =', () => {
    const parsed = parseListValidateArgs([
      'a.txt',
      '--data',
      'repo.git',
      'b.txt',
      '--ref=battlescroll-2025-12',
      '--mode',
      'holy-havoc',
      '--cap=1000',
      '--json',
      '--cache-dir',
      'c',
      '-',
    ]);
    expect(parsed).toEqual({
      ok: true,
      value: {
        help: false,
        json: true,
        data: 'repo.git',
        ref: 'battlescroll-2025-12',
        mode: 'holy havoc',
        cap: 1000,
        cacheDir: 'c',
        files: ['a.txt', 'b.txt', '-'],
      },
    });
    expect(parseListValidateArgs(['-h'])).toMatchObject({ ok: true, value: { help: true } });
    expect(parseListValidateArgs(['--', '--odd-name.txt'])).toMatchObject({ ok: true, value: { files: ['--odd-name.txt'] } });
  });

  it.each([
    [['--bogus'], 'UNKNOWN_OPTION', 'Unknown option --bogus (see --help)'],
    [['-x'], 'UNKNOWN_OPTION', 'Unknown option -x (see --help)'],
    [['--cap'], 'MISSING_VALUE', '--cap needs a value'],
    [['--data', '--json'], 'MISSING_VALUE', '--data needs a value'],
    [['--json=yes'], 'UNEXPECTED_ARGUMENT', '--json takes no value'],
    [['--mode', 'casual'], 'INVALID_VALUE', "--mode must be one of standard, highlander, holy havoc, legends, disabled; got 'casual'"],
    [['--cap', '2100'], 'INVALID_VALUE', "--cap must be 250 to 5000 points in steps of 250; got '2100'"],
    [['--cap', '5250'], 'INVALID_VALUE', "--cap must be 250 to 5000 points in steps of 250; got '5250'"],
    [['--ref', 'a', '--ref', 'b'], 'REPEATED_OPTION', '--ref is given more than once'],
    [['-', 'a.txt', '-'], 'REPEATED_OPTION', "'-' (standard input) is given more than once"],
  ])('rejects %j with one clear message', (argv, code, message) => {
    expect(parseListValidateArgs(argv)).toEqual({ ok: false, errors: [{ code, message }] });
  });
});

describe('parseMode', () => {
  it('reads every validator mode, ignoring case and - or _ for the space', () => {
    expect(['standard', 'Highlander', 'HOLY_HAVOC', 'holy havoc', 'legends', 'disabled'].map(parseMode)).toEqual([
      'standard',
      'highlander',
      'holy havoc',
      'holy havoc',
      'legends',
      'disabled',
    ]);
    expect(parseMode('holyhavoc')).toBeNull();
  });
});

describe('parseCap', () => {
  it('accepts 250 to 5000 in steps of 250 only', () => {
    expect(['250', '2000', '5000'].map(parseCap)).toEqual([250, 2000, 5000]);
    for (const bad of ['0', '249', '2100', '5250', '2000.0', '-250', '1e3', ' 2000']) expect(parseCap(bad)).toBeNull();
  });
});
