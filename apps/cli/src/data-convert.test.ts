import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { findProjectRoot } from '@scrolldex/bsdata/node';
import { TEST_DATA_REPO } from '@scrolldex/test-harness/test-data-paths';
import { afterAll, describe, expect, it } from 'vitest';

import { CLI_APP_DIR, runCommandProcess, type CommandOutcome } from '../test/run-command.js';
import { runDataConvert } from './run-data-convert.js';

/** Runs the command as its bin does (data-convert.ts), in this process; INIT_CWD is what pnpm would set. */
async function runCli(args: readonly string[], initCwd?: string): Promise<CommandOutcome> {
  let stdout = '';
  let stderr = '';
  const code = await runDataConvert({
    argv: [...args],
    env: { INIT_CWD: initCwd },
    cwd: CLI_APP_DIR,
    projectRoot: findProjectRoot(CLI_APP_DIR) ?? CLI_APP_DIR,
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}

const TOP_LEVEL_KEYS = [
  'schemaVersion',
  'handbook',
  'source',
  'armies',
  'regimentsOfRenown',
  'battleTacticCards',
  'universalManifestations',
  'universalUnits',
  'coreRules',
  'pathToGlory',
];

describe.concurrent('data:convert', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'scrolldex-cli-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('converts main of the real repository and prints a summary', async () => {
    const out = join(outDir, 'nested', 'main.json');
    const result = await runCli(['--repo', TEST_DATA_REPO, '--ref', 'main', '--out', out]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);

    const data = JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown> & { handbook: { season: string } };
    expect(Object.keys(data)).toEqual(TOP_LEVEL_KEYS);
    expect(data.handbook.season).toBe('2026-27');
    expect(data.source).toMatchObject({ ref: 'main', commit: expect.stringMatching(/^[0-9a-f]{40}$/) });
    for (const label of ['Handbook: ', 'Armies: ', 'Regiments of renown: ', 'Battle tactic cards: ', 'Units: ', 'Wrote ', 'Time: ', 'Warnings: ']) {
      expect(result.stdout).toContain(label);
    }
  });

  it('converts an older battlescroll by tag, resolving a relative --out from where pnpm ran', async () => {
    const result = await runCli(['--repo', TEST_DATA_REPO, '--ref', 'battlescroll-2025-12', '--out', 'rel/2025-12.json'], outDir);
    expect(result.code).toBe(0);
    const data = JSON.parse(readFileSync(join(outDir, 'rel', '2025-12.json'), 'utf8')) as { handbook: { season: string } };
    expect(data.handbook.season).toBe('2025-26');
  });

  it('exits 2 with a one-line message for bad arguments', async () => {
    for (const args of [['--bogus'], ['--repo', 'a', '--dir', 'b'], ['--out']]) {
      const result = await runCli(args);
      expect(result.code).toBe(2);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).toMatch(/^data:convert: /);
    }
  });

  it('exits 1 naming a ref that does not exist', async () => {
    // As `pnpm data:convert` runs it: the exit code is the process's.
    const result = await runCommandProcess(
      'data-convert.ts',
      ['--repo', TEST_DATA_REPO, '--ref', 'battlescroll-1999-01', '--out', join(outDir, 'never.json')],
      {
        env: { GAME_DATA_REPO: undefined },
      },
    );
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(`data:convert: Ref battlescroll-1999-01 not found in ${TEST_DATA_REPO}`);
  });

  it('documents every option in --help', async () => {
    const result = await runCli(['--help']);
    expect(result.code).toBe(0);
    for (const option of ['--repo', '--ref', '--dir', '--out', '--cache', '--refresh', '--all-warnings', 'GAME_DATA_REPO']) {
      expect(result.stdout).toContain(option);
    }
  });
});
