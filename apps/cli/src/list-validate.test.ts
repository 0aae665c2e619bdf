import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { findProjectRoot } from '@scrolldex/bsdata/node';
import { fixtureListPath } from '@scrolldex/test-harness/fixture-lists';
import { PINNED_MAIN } from '@scrolldex/test-harness/pinned-data';
import type {} from '@scrolldex/test-harness/provided-context';
import { TEST_DATA_FOLDER, TEST_DATA_REPO } from '@scrolldex/test-harness/test-data-paths';
import { afterAll, describe, expect, inject, it } from 'vitest';

import { CLI_APP_DIR, runCommandProcess, type CommandOutcome } from '../test/run-command.js';
import type { ValidationRun } from './format-report.js';
import { defaultGameDataCacheDir } from './game-data-cache.js';
import { runListValidate } from './run-list-validate.js';

const KHARADRON_FIXTURE = fixtureListPath('031-kharadron-overlords.txt');

/**
 * The first legal list of packages/rules/test/legal-lists.ts as the official
 * app exports it (layout B, the app's footer): legal on main, 1970 points.
 */
const LEGAL_TEXT = `Legal Daughters of Khaine 1970/2000 pts

Daughters of Khaine
Cold-Hearted Murderers
General's Handbook 2026-27
Drops: 3
Wounds: 139
Spell Lore - Lore of Shadows
Prayer Lore - Prayers of the Khainite Cult
Manifestation Lore - Manifestations of Khaine

Battle Tactic Cards: Blazing Onslaught, Siege of Ashes

General's Regiment
Slaughter Queen on Cauldron of Blood (300)
• General
• Murderous Duellist
Witch Aelves (240)
• Reinforced
• Talismans of Shadow - (10) Points
Sisters of Slaughter (220)
• Reinforced
High Gladiatrix (120)
• Crimson Draught
Witch Aelves (120)

Regiment 1
Bloodwrack Shrine (270)
Blood Sisters (160)
Blood Stalkers (150)
Khinerai Heartrenders (100)

Regiment 2
Hag Queen (110)
Doomfire Warlocks (150)

Faction Terrain
Shrine of Dark Tribute (20 Points)

Created with Warhammer Age of Sigmar: The App
App: 1.27.0 | Data: 401
`;

/** The same list with its Doomfire Warlocks reinforced: 150 points over its 2000 cap, otherwise legal. */
const OVER_CAP_TEXT = LEGAL_TEXT.replace('1970/2000', '2120/2000').replace('Doomfire Warlocks (150)', 'Doomfire Warlocks (300)\n• Reinforced');

/**
 * The cache of converted data the runs read: the test data's, which holds main
 * converted by this very converter (tooling/test-data names the file as the
 * cache does), so no run converts main again.
 */
const CACHE_DIR = dirname(inject('gameDataPath'));

type RunOptions = { initCwd?: string; stdin?: string; gameDataRepo?: string };

/** The variables pnpm would set (INIT_CWD: where it ran) and the test data's cache. */
function cliEnv(options: RunOptions) {
  return { INIT_CWD: options.initCwd, GAME_DATA_REPO: options.gameDataRepo, SCROLLDEX_CACHE_DIR: CACHE_DIR };
}

/** Runs the command as its bin does (list-validate.ts), in this process: the checks, not the process, are the subject. */
async function runCli(args: readonly string[], options: RunOptions = {}): Promise<CommandOutcome> {
  const env = cliEnv(options);
  let stdout = '';
  let stderr = '';
  const projectRoot = findProjectRoot(CLI_APP_DIR) ?? CLI_APP_DIR;
  const code = await runListValidate({
    argv: [...args],
    env,
    cwd: CLI_APP_DIR,
    projectRoot,
    gameDataCacheDir: defaultGameDataCacheDir(env, projectRoot, homedir()),
    stdout: (output) => (stdout += output),
    stderr: (output) => (stderr += output),
    readStdin: () => Promise.resolve(options.stdin ?? ''),
    stdinIsTty: false,
  });
  return { code, stdout, stderr };
}

function parseRun(outcome: CommandOutcome): ValidationRun {
  return JSON.parse(outcome.stdout) as ValidationRun;
}

describe.concurrent('list-validate', () => {
  const dir = mkdtempSync(join(tmpdir(), 'scrolldex-list-validate-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'legal.txt'), LEGAL_TEXT);
  writeFileSync(join(dir, 'over.txt'), OVER_CAP_TEXT);
  writeFileSync(join(dir, 'garbage.txt'), 'Just some notes\nabout nothing at all\n');

  it('passes a legal list in the official app layout, naming it as given from where pnpm ran', async () => {
    const result = await runCli(['--data', TEST_DATA_REPO, 'legal.txt'], { initCwd: dir });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Data: General's Handbook 2026-27 from main at [0-9a-f]{12} of /);
    expect(result.stdout).toContain('legal.txt: valid\n  Army: Daughters of Khaine\n  Points: 1970/2000\n  Mode: standard\n');
    expect(result.stdout).not.toMatch(/Error:|Warning:/);
    expect(result.stdout.trimEnd().split('\n').at(-1)).toBe('1 list: 1 valid, 0 with warnings, 0 with errors');
  });

  it('fails a list over its cap', async () => {
    const result = await runCli(['--data', TEST_DATA_REPO, 'over.txt'], { initCwd: dir });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('over.txt: errors (1 error)\n  Army: Daughters of Khaine\n  Points: 2120/2000\n');
    expect(result.stdout).toContain('  Error: List exceeds 2000 points (2120 points).');
  });

  it('lets --cap and --mode override what the list text says', async () => {
    const lowCap = await runCli(['--data', TEST_DATA_REPO, '--cap', '1500', 'legal.txt'], { initCwd: dir });
    expect(lowCap.code).toBe(1);
    expect(lowCap.stdout).toContain('Points: 1970/1500');
    expect(lowCap.stdout).toContain('Error: List exceeds 1500 points (1970 points).');

    const disabled = await runCli(['--data', TEST_DATA_REPO, '--mode', 'disabled', 'over.txt'], { initCwd: dir });
    expect(disabled.code).toBe(0);
    expect(disabled.stdout).toContain('over.txt: valid\n  Army: Daughters of Khaine\n  Points: 2120/2000\n  Mode: disabled (no rules checked)\n');
  });

  it('prints one JSON document with --json, reading - from standard input', async () => {
    const result = await runCli(['--json', '--data', TEST_DATA_REPO, 'over.txt', '-'], { initCwd: dir, stdin: LEGAL_TEXT });
    expect(result.code).toBe(1);
    const run = parseRun(result);
    expect(Object.keys(run)).toEqual(['data', 'lists']);
    expect(run.data).toEqual({ handbook: "General's Handbook 2026-27", ref: 'main', commit: expect.stringMatching(/^[0-9a-f]{40}$/) });
    expect(run.lists).toEqual([
      {
        file: 'over.txt',
        army: 'Daughters of Khaine',
        inferred: null,
        mode: 'standard',
        points: 2120,
        cap: 2000,
        state: 'error',
        errors: ['List exceeds 2000 points (2120 points).'],
        warnings: [],
        unplaced: [],
      },
      {
        file: '<stdin>',
        army: 'Daughters of Khaine',
        inferred: null,
        mode: 'standard',
        points: 1970,
        cap: 2000,
        state: 'valid',
        errors: [],
        warnings: [],
        unplaced: [],
      },
    ]);
  });

  it('reads the list from standard input when no file is named, with the data GAME_DATA_REPO names', async () => {
    const result = await runCommandProcess('list-validate.ts', [], { env: cliEnv({ gameDataRepo: TEST_DATA_REPO }), stdin: LEGAL_TEXT });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`main at ${PINNED_MAIN.slice(0, 12)} of ${TEST_DATA_REPO} (GAME_DATA_REPO is set)`);
    expect(result.stdout).toContain('<stdin>: valid\n  Army: Daughters of Khaine\n  Points: 1970/2000\n');
  });

  it('reports a text without an army and a missing file as errors, and still checks the others', async () => {
    const result = await runCli(['--data', TEST_DATA_REPO, 'garbage.txt', 'missing.txt', 'legal.txt'], { initCwd: dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(
      "garbage.txt: errors (1 error)\n  Error: No valid army found in the list text: line 1, 'Just some notes', names no army in the game data.\n",
    );
    expect(result.stdout).toContain(`missing.txt: errors (1 error)\n  Error: No such file: ${join(dir, 'missing.txt')}\n`);
    expect(result.stdout).toContain('legal.txt: valid');
    expect(result.stdout).toContain('3 lists: 1 valid, 0 with warnings, 2 with errors');
  });

  it('says how it found the army of a text whose lines name none', async () => {
    const text = ['Bells 500/2000 pts', '', 'Warpcog Convocation', "General's Regiment", 'Arch-Warlock (140)', '• General'].join('\n');
    writeFileSync(join(dir, 'no-army-line.txt'), text);
    const result = await runCli(['--data', TEST_DATA_REPO, 'no-army-line.txt'], { initCwd: dir });
    expect(result.stdout).toContain('\n  Army: Skaven\n  Army inferred from the battle formation: Warpcog Convocation → Skaven (line 3)\n  Points: 140/2000\n');
    const json = await runCli(['--json', '--data', TEST_DATA_REPO, 'no-army-line.txt'], { initCwd: dir });
    expect(parseRun(json).lists[0]!.inferred).toBe('Army inferred from the battle formation: Warpcog Convocation → Skaven (line 3)');
  });

  it('reports every list of a run when one is a 5 MB text of 150,000 unit lines', async () => {
    writeFileSync(join(dir, 'huge.txt'), LEGAL_TEXT + 'Witch Aelves (120)\n'.repeat(150_000));
    const result = await runCli(['--json', '--data', TEST_DATA_REPO, 'legal.txt', 'huge.txt', 'over.txt'], { initCwd: dir });
    expect(result.stderr).toBe('');
    expect(parseRun(result).lists.map(({ file, state, errors }) => [file, state, errors.length])).toEqual([
      ['legal.txt', 'valid', 0],
      ['huge.txt', 'error', 1],
      ['over.txt', 'error', 1],
    ]);
    expect(parseRun(result).lists[1]!.errors[0]).toMatch(/longer than 100000 characters/);
  });

  it('imports the real Kharadron Overlords export of an older season and reports what no longer fits', async () => {
    const result = await runCli(['--json', '--data', TEST_DATA_REPO, KHARADRON_FIXTURE]);
    const [report] = parseRun(result).lists;
    // The 2025-26 export names two cards and two Scourge of Ghyran units that the 2026-27 data no longer has.
    expect(report).toMatchObject({ file: KHARADRON_FIXTURE, army: 'Kharadron Overlords', cap: 2000, mode: 'standard', points: 1680, state: 'error' });
    expect(report!.errors).toEqual(['Regiment 1 must have a leader.', 'Must select two battle tactic cards.']);
    expect(report!.warnings).toEqual([
      expect.stringContaining('No artifact selected although a unit could take one.'),
      expect.stringContaining('No enhancement from Artycle References selected'),
      expect.stringContaining('No enhancement from Great Endrinworks selected'),
    ]);
    const lines = readFileSync(KHARADRON_FIXTURE, 'utf8').split('\n');
    expect(report!.unplaced.map(({ line, text, code }) => [line, code, lines[line - 1]!.includes(text)])).toEqual([
      [9, 'UNKNOWN_CARD', true],
      [9, 'UNKNOWN_CARD', true],
      [18, 'UNKNOWN_UNIT', true],
      [19, 'OWNER_UNPLACED', true],
      [22, 'UNKNOWN_UNIT', true],
      [23, 'OWNER_UNPLACED', true],
    ]);
    expect(result.code).toBe(1);
  });

  it('converts a ref once and reads it from the cache on the next run', async () => {
    const cacheDir = join(dir, 'cache');
    const first = await runCli(['--json', '--data', TEST_DATA_REPO, '--cache-dir', cacheDir, 'legal.txt'], { initCwd: dir });
    expect(first.code).toBe(0);
    const [file] = readdirSync(cacheDir);
    expect(file).toMatch(/^[0-9a-f]{40}\.v\d+-[0-9a-f]{12}\.json$/);
    // A marked handbook name shows that the second run read the cached file instead of converting again.
    const cached = JSON.parse(readFileSync(join(cacheDir, file!), 'utf8')) as { handbook: { name: string } };
    cached.handbook.name = 'From the cache';
    writeFileSync(join(cacheDir, file!), JSON.stringify(cached));
    const second = await runCli(['--json', '--data', TEST_DATA_REPO, '--cache-dir', cacheDir, 'legal.txt'], { initCwd: dir });
    expect(parseRun(second).data.handbook).toBe('From the cache');
    expect(parseRun(second).lists).toEqual(parseRun(first).lists);
  });

  it('reads a plain folder of data files given to --data, where --ref does not apply', async () => {
    const folder = await runCli(['--json', '--data', TEST_DATA_FOLDER, 'legal.txt'], { initCwd: dir });
    expect(folder.code).toBe(0);
    expect(parseRun(folder).data).toEqual({ handbook: "General's Handbook 2026-27", ref: null, commit: null });

    const withRef = await runCli(['--data', TEST_DATA_FOLDER, '--ref', 'main', 'legal.txt'], { initCwd: dir });
    expect(withRef.code).toBe(1);
    expect(withRef.stderr).toBe(`list-validate: --ref only applies to a git repository, and ${TEST_DATA_FOLDER} is a plain folder\n`);
  });

  it('exits 2 with a one-line message for bad arguments, before reading any data', async () => {
    const cases: [string[], string][] = [
      [['--mode', 'casual', 'legal.txt'], "--mode must be one of standard, highlander, holy havoc, legends, disabled; got 'casual'"],
      [['--cap', '2100', 'legal.txt'], "--cap must be 250 to 5000 points in steps of 250; got '2100'"],
      [['--cap', '0'], "--cap must be 250 to 5000 points in steps of 250; got '0'"],
      [['--bogus'], 'Unknown option --bogus (see --help)'],
      [['--data'], '--data needs a value'],
    ];
    for (const [args, message] of cases) {
      const result = await runCli(args, { initCwd: dir });
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toBe(`list-validate: ${message}\n`);
    }
  });

  it('documents every option, the bin and the exit codes in --help', async () => {
    const result = await runCli(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage: pnpm list-validate \[options\] \[files\.\.\.\]\n {7}scrolldex-list-validate \[options\] \[files\.\.\.\]\n/);
    for (const option of ['--data', '--ref', '--mode', '--cap', '--json', '-h, --help', 'GAME_DATA_REPO', 'standard input']) {
      expect(result.stdout).toContain(option);
    }
    expect(result.stdout).toMatch(
      /\nExit codes:\n {2}0 {2}no list has errors \(warnings allowed\)\n {2}1 {2}a list has errors, .*\n.*\n {2}2 {2}bad arguments\n/,
    );
  });
});
