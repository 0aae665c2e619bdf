// The real server (src/server.ts) as a child process, started from source the
// way `pnpm dev` runs it, for tests and benches that need what one process
// cannot show: a SIGKILL in the middle of a request, several instances on one
// database. The server prints its address once it listens; that line is the
// only thing read from its log unless a caller waits for another.
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';

import { SHARED_REPO } from './helpers.js';

const SERVER_DIR = resolve(import.meta.dirname, '..');
const START_TIMEOUT_MS = 60_000;
/** The log kept for error messages and waitForLog: its last characters only, so a long run cannot grow it without end. */
const LOG_KEPT_CHARS = 64 * 1024;

export type ServerProcess = {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  /** Resolves with the first line of its log (printed already or to come) matching `pattern`; rejects after `timeoutMs` or when it exits. */
  waitForLog(pattern: RegExp, timeoutMs: number): Promise<string>;
};

const running = new Set<ChildProcess>();

/**
 * The environment of one instance, everything in `dir`: its SQLite file (unused with DATABASE_URL), its game data
 * cache, no .env file. The shared data repo, no refresh, every rate limit off, a log at info (the listening line).
 * `env` adds to it and wins.
 */
function instanceEnv(dir: string, env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_PATH: join(dir, 'data', 'scrolldex.sqlite'),
    GAME_DATA_REPO: SHARED_REPO,
    GAME_DATA_CACHE_DIR: join(dir, 'data', 'cache'),
    GAME_DATA_REFRESH_SECONDS: '0',
    LOG_LEVEL: 'info',
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

/** Starts a server whose files live in `dir` (see instanceEnv) and answers once it listens; rejects if it exits or stays silent for a minute. */
export function startServerProcess(dir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  // `--import tsx` is resolved from the working directory: apps/server has tsx installed.
  const child = spawn(process.execPath, ['--conditions=@scrolldex/source', '--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: instanceEnv(dir, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));

  let log = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-LOG_KEPT_CHARS);
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);

  const waitForLog = (pattern: RegExp, timeoutMs: number): Promise<string> =>
    new Promise((found, failed) => {
      const check = () => {
        // Whole lines only: a chunk may end mid-line.
        const line = log
          .split('\n')
          .slice(0, -1)
          .find((candidate) => pattern.test(candidate));
        if (line !== undefined) done(() => found(line));
        else if (child.exitCode !== null || child.signalCode !== null)
          done(() => failed(new Error(`server exited (${child.exitCode ?? child.signalCode}):\n${log}`)));
      };
      const timer = setTimeout(() => done(() => failed(new Error(`no log line matched ${pattern} in ${timeoutMs} ms:\n${log}`))), timeoutMs);
      const done = (settle: () => void) => {
        clearTimeout(timer);
        listeners.delete(check);
        child.off('exit', check);
        settle();
      };
      listeners.add(check);
      child.once('exit', check);
      check();
    });

  return waitForLog(/Server listening at http:\/\/127\.0\.0\.1:\d+/, START_TIMEOUT_MS).then(
    (line) => {
      const origin = /http:\/\/127\.0\.0\.1:\d+/.exec(line)![0];
      return { child, origin, port: Number(new URL(origin).port), waitForLog };
    },
    (error: unknown) => {
      child.kill('SIGKILL');
      throw error;
    },
  );
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

/** Kills every server this module started that still runs (a test's afterAll). */
export function killAllServerProcesses(): Promise<void> {
  return Promise.all([...running].map(killHard)).then(() => undefined);
}
