import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

import type { Config } from 'drizzle-kit';
import { afterAll, describe, expect, it } from 'vitest';

const SERVER_DIR = resolve(import.meta.dirname, '../..');
const DRIZZLE_KIT = join(SERVER_DIR, 'node_modules', '.bin', 'drizzle-kit');

const temp = mkdtempSync(join(tmpdir(), 'scrolldex-migrations-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/**
 * drizzle-kit generate as `pnpm db:generate:<dialect>` runs it, on a copy of the migrations folder: its output, and the
 * folder's files after (drizzle-kit exits 0 even when it refuses, so both are checked).
 */
async function generateOnCopy(configFile: string): Promise<{ output: string; before: string[]; after: string[] }> {
  const { default: config } = (await import(join(SERVER_DIR, configFile))) as { default: Config };
  if (typeof config.schema !== 'string' || config.out === undefined) throw new Error(`${configFile}: expected one schema file and an out folder`);
  const dir = join(temp, configFile);
  cpSync(join(SERVER_DIR, config.out), join(dir, 'migrations'), { recursive: true });
  // drizzle-kit takes `out` relative to the working folder; the schema stays the real one.
  writeFileSync(
    join(dir, 'drizzle.config.ts'),
    `export default ${JSON.stringify({ ...config, schema: resolve(SERVER_DIR, config.schema), out: './migrations' })};\n`,
  );
  const files = () => readdirSync(join(dir, 'migrations'), { recursive: true, encoding: 'utf8' }).sort();
  const before = files();
  const { stdout, stderr } = await promisify(execFile)(DRIZZLE_KIT, ['generate', '--config', 'drizzle.config.ts'], { cwd: dir });
  return { output: stdout + stderr, before, after: files() };
}

describe('the migrations are in step with the schemas', () => {
  it.each(['drizzle.sqlite.config.ts', 'drizzle.pg.config.ts'])('%s: drizzle-kit generate has nothing to write', async (configFile) => {
    const { output, before, after } = await generateOnCopy(configFile);
    expect(output, 'the schema changed without a migration: run `pnpm db:generate:<dialect>` (src/db/migrations/README.md)').toContain(
      'No schema changes, nothing to migrate',
    );
    expect(after).toEqual(before);
  });
});
