// The real server (src/server.ts) as a child process, from its sources bundled
// once (bundled-server.ts), for tests and benches that need what one process
// cannot show: a SIGKILL in the middle of a request, several instances on one
// database. It listens on a port chosen here and is ready once GET /health
// answers, whatever its log level; its log is kept for the error messages.
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';

import { bundledServerEntry, removeBundledServer } from './bundled-server.js';
import { freePort } from './free-port.js';
import { DATA_REPO } from './helpers.js';

const SERVER_DIR = resolve(import.meta.dirname, '..');
const START_TIMEOUT_MS = 60_000;
const HEALTH_POLL_MS = 50;
/** The log kept for error messages: its last characters only, so a long run cannot grow it without end. */
const LOG_KEPT_CHARS = 64 * 1024;

export type ServerProcess = {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
};

const running = new Set<ChildProcess>();

/**
 * The environment of one instance, everything in `dir`: its SQLite file (unused with DATABASE_URL), its game data
 * cache, no .env file. The shared data repo, no refresh, every rate limit off, warnings and errors only in the log
 * (no line per request). `env` adds to it and wins.
 */
function instanceEnv(dir: string, port: number, env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_PATH: join(dir, 'data', 'scrolldex.sqlite'),
    GAME_DATA_REPO: DATA_REPO,
    GAME_DATA_CACHE_DIR: join(dir, 'data', 'cache'),
    GAME_DATA_REFRESH_SECONDS: '0',
    // The tests' requests need no game data; a bench that does asks for it and waits.
    GAME_DATA_CONVERT_AT_START: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_LOGIN: '0',
    RATE_LIMIT_LOGIN_ADDRESS: '0',
    RATE_LIMIT_CREATE: '0',
    RATE_LIMIT_RESET: '0',
    SHARE_RATE_LIMIT: '0',
    NODE_ENV: 'test',
    // Relative paths and the .env file come from here, not from wherever the tests ran.
    INIT_CWD: dir,
    ENV_FILE: join(dir, 'none.env'),
    ...env,
  };
}

/** A port of 127.0.0.1 free a moment ago. */

const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

/** Starts a server whose files live in `dir` (see instanceEnv) and answers once GET /health does; rejects if it exits or is not ready in a minute. */
export async function startServerProcess(dir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const entry = await bundledServerEntry();
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    cwd: SERVER_DIR,
    env: instanceEnv(dir, port, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString('utf8')).slice(-LOG_KEPT_CHARS));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);

  const origin = `http://127.0.0.1:${port}`;
  const deadline = performance.now() + START_TIMEOUT_MS;
  while (child.exitCode === null && child.signalCode === null && performance.now() < deadline) {
    const healthy = await fetch(`${origin}/health`, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { child, origin, port };
    await sleep(HEALTH_POLL_MS);
  }
  const ended = child.exitCode ?? child.signalCode;
  await killHard(child);
  throw new Error(`the server on port ${port} ${ended === null ? `was not ready in ${START_TIMEOUT_MS / 1000} s` : `exited (${ended})`}:\n${log}`);
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

/** SIGKILL, as a crash or the OOM killer would: no shutdown hook runs. Resolves once the process is gone. */
export function killHard(child: ChildProcess): Promise<void> {
  const gone = exited(child);
  child.kill('SIGKILL');
  return gone;
}

/** Kills every server this module started that still runs, then removes the bundle they ran (a test's afterAll). */
export async function killAllServerProcesses(): Promise<void> {
  await Promise.all([...running].map(killHard));
  await removeBundledServer();
}
