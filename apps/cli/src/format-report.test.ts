import { describe, expect, it } from 'vitest';

import { failedListReport, type ListReport } from './check-list-text.js';
import { formatJsonReport, formatReport, type ValidationRun } from './format-report.js';

const data = { handbook: "General's Handbook 2026-27", ref: 'main', commit: 'a'.repeat(40) };
const ORIGIN = 'main at aaaaaaaaaaaa of /repo.git';

function makeReport(overrides: Partial<ListReport> = {}): ListReport {
  return {
    file: 'list.txt',
    army: 'Kharadron Overlords',
    inferred: null,
    mode: 'standard',
    points: 1990,
    cap: 2000,
    state: 'valid',
    errors: [],
    warnings: [],
    unplaced: [],
    ...overrides,
  };
}

describe('formatReport', () => {
  it('names the data, then each list with its verdict, errors, warnings and unplaced lines, then the totals', () => {
    const run: ValidationRun = {
      data,
      lists: [
        makeReport(),
        makeReport({
          file: 'old.txt',
          points: 2110,
          state: 'error',
          errors: ['List exceeds 2000 points (2110 points).'],
          warnings: ['Warning: No artifact selected although a unit could take one.'],
          unplaced: [{ line: 9, text: 'Restless Energy', code: 'UNKNOWN_CARD', reason: 'Restless Energy is not a battle tactic card.' }],
        }),
        makeReport({ file: 'notes.txt', state: 'warning', mode: 'disabled', warnings: ['Warning: Odd.'] }),
        failedListReport('<stdin>', 'No valid army found in the list text.'),
      ],
    };
    expect(formatReport(run, ORIGIN)).toEqual([
      "Data: General's Handbook 2026-27 from main at aaaaaaaaaaaa of /repo.git",
      '',
      'list.txt: valid',
      '  Army: Kharadron Overlords',
      '  Points: 1990/2000',
      '  Mode: standard',
      '',
      'old.txt: errors (1 error, 2 warnings)',
      '  Army: Kharadron Overlords',
      '  Points: 2110/2000',
      '  Mode: standard',
      '  Error: List exceeds 2000 points (2110 points).',
      '  Warning: No artifact selected although a unit could take one.',
      '  Warning: line 9 "Restless Energy" not imported. Restless Energy is not a battle tactic card.',
      '',
      'notes.txt: warnings (1 warning)',
      '  Army: Kharadron Overlords',
      '  Points: 1990/2000',
      '  Mode: disabled (no rules checked)',
      '  Warning: Odd.',
      '',
      '<stdin>: errors (1 error)',
      '  Error: No valid army found in the list text.',
      '',
      '4 lists: 1 valid, 1 with warnings, 2 with errors',
    ]);
  });

  it('writes out the control characters of a quoted line and of a file name, so a crafted list cannot drive the terminal', () => {
    const run: ValidationRun = {
      data,
      lists: [
        makeReport({
          file: 'evil\u001b[2J.txt',
          state: 'warning',
          unplaced: [
            { line: 3, text: 'Liberators\u001b]0;pwned\u0007\r\u001b[31m', code: 'UNKNOWN_UNIT', reason: 'No unit of that name in Stormcast Eternals.' },
          ],
        }),
      ],
    };
    const lines = formatReport(run, ORIGIN);
    expect(lines).toContain('evil\\x1b[2J.txt: warnings (1 warning)');
    expect(lines).toContain('  Warning: line 3 "Liberators\\x1b]0;pwned\\x07\\r\\x1b[31m" not imported. No unit of that name in Stormcast Eternals.');
    // eslint-disable-next-line no-control-regex -- no control character but the newlines between lines may remain.
    expect(lines.join('\n')).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
  });
});

describe('formatJsonReport', () => {
  it('prints the run as it is, a list that failed to import with nulls', () => {
    const run: ValidationRun = { data, lists: [failedListReport('x.txt', 'No such file: /x.txt')] };
    expect(JSON.parse(formatJsonReport(run))).toEqual({
      data,
      lists: [
        {
          file: 'x.txt',
          army: null,
          inferred: null,
          mode: null,
          points: null,
          cap: null,
          state: 'error',
          errors: ['No such file: /x.txt'],
          warnings: [],
          unplaced: [],
        },
      ],
    });
  });
});
