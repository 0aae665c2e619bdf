// A throwaway PostgreSQL for the server's tests: Debian's `postgresql` package (installed with apt when missing),
// a cluster in a temp folder on a free local port, and one database per test key. The PostgreSQL project's global
// setup (postgres-global-setup.ts) starts the cluster and provides its admin URL; tests ask requirePostgresDatabase.
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { installDebianPackages } from '@scrolldex/test-harness/debian-packages';
import pg from 'pg';
import { inject } from 'vitest';

import { freePort } from './free-port.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test cluster's superuser URL: provided only in the `@scrolldex/server-postgres` project. */
    postgresUrl?: string;
  }
}

const INSTALL_ROOT = '/usr/lib/postgresql';

/** PostgreSQL refuses to run as root: as root, the cluster belongs to the OS user Debian's package creates. */
const runAs = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];

/** The bin folder of the newest PostgreSQL installed (`/usr/lib/postgresql/<major>/bin`), or null. */
function findPostgresBin(): string | null {
  if (!existsSync(INSTALL_ROOT)) return null;
  const majors = readdirSync(INSTALL_ROOT)
    .filter((major) => existsSync(join(INSTALL_ROOT, major, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] === undefined ? null : join(INSTALL_ROOT, majors[0], 'bin');
}

/** The PostgreSQL bin folder, after installing Debian's `postgresql` package with apt-get when none is installed. */
async function ensurePostgres(): Promise<string> {
  const found = findPostgresBin();
  if (found) return found;
  await installDebianPackages(['postgresql'], 'run the PostgreSQL tests');
  const installed = findPostgresBin();
  if (!installed) throw new Error(`apt-get installed postgresql but no ${INSTALL_ROOT}/*/bin/postgres exists.`);
  return installed;
}

function asClusterUser(command: string[]): [string, string[]] {
  const [file, ...args] = [...runAs, ...command];
  return [file!, args];
}

/** Runs a command as the cluster's user and answers its output; throws (with its stderr) when it fails. */
function runAsClusterUser(...command: string[]): string {
  const [file, args] = asClusterUser(command);
  return execFileSync(file, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

const execFileAsync = promisify(execFile);

/**
 * runAsClusterUser without blocking this process: the cluster starts in the global setup, whose process meanwhile
 * converts the test data (tooling/test-data) and builds the browser tests' app.
 */
async function runAsClusterUserAsync(...command: string[]): Promise<string> {
  const [file, args] = asClusterUser(command);
  return (await execFileAsync(file, args, { encoding: 'utf8' })).stdout.trim();
}

export type TestCluster = {
  /** Superuser `postgres`, database `postgres`, over TCP on 127.0.0.1. */
  adminUrl: string;
  /** Stops the server at once (nothing in it is worth a clean shutdown) and removes its folder. */
  stop: () => void;
};

/**
 * initdb into a new temp folder and start it on a free port of 127.0.0.1, its socket inside the folder. Durability
 * is off (fsync, synchronous commit, full-page writes): a crash loses only a test run's data.
 */
export async function startTestCluster(): Promise<TestCluster> {
  const bin = await ensurePostgres();
  // Made by the user the cluster runs as, so that user owns everything inside.
  const dir = await runAsClusterUserAsync('mktemp', '-d', '-t', 'scrolldex-pg-XXXXXX');
  const data = join(dir, 'data');
  const log = join(dir, 'postgres.log');
  const port = await freePort();
  try {
    await runAsClusterUserAsync(join(bin, 'initdb'), '-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions');
    const settings = {
      listen_addresses: "'127.0.0.1'",
      port: String(port),
      unix_socket_directories: `'${dir}'`,
      // Every app a test builds keeps a pool of up to 10 connections until it closes.
      max_connections: '300',
      fsync: 'off',
      synchronous_commit: 'off',
      full_page_writes: 'off',
    };
    appendFileSync(
      join(data, 'postgresql.conf'),
      Object.entries(settings)
        .map(([name, value]) => `${name} = ${value}\n`)
        .join(''),
    );
    await runAsClusterUserAsync(join(bin, 'pg_ctl'), '-D', data, '-l', log, '-w', '-t', '30', 'start');
  } catch (error) {
    const serverLog = existsSync(log) ? `\n${readFileSync(log, 'utf8')}` : '';
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`The test PostgreSQL cluster did not start: ${(error as Error).message}${serverLog}`, { cause: error });
  }
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        runAsClusterUser(join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** PostgreSQL's answers when the database exists already (two workers may create one name at once). */
const DATABASE_EXISTS = new Set(['42P04', '23505']);

/** Creates the database `name` in the cluster at `adminUrl` unless it exists, and answers its URL. */
export async function createTestDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${client.escapeIdentifier(name)}`);
  } catch (error) {
    if (!DATABASE_EXISTS.has((error as { code?: string }).code ?? '')) throw error;
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const databases = new Map<string, Promise<string>>();

/**
 * The URL of a database of the test cluster named from `key` (created on first use; the same key, the same
 * database), for the `*.pg.test.ts` files, which run only in the PostgreSQL project: without its cluster they fail,
 * naming the project, rather than pass having tested nothing.
 */
export function requirePostgresDatabase(key: string): Promise<string> {
  const adminUrl = inject('postgresUrl');
  if (adminUrl === undefined)
    throw new Error(`No PostgreSQL test cluster: run this file in the project @scrolldex/server-postgres (vitest --project @scrolldex/server-postgres).`);
  const name = `test_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;
  let database = databases.get(name);
  if (!database) {
    database = createTestDatabase(adminUrl, name);
    databases.set(name, database);
  }
  return database;
}
