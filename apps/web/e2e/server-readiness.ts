// Whether the browser tests' server is up yet. The global setup builds the app and starts the server in the
// background, so the other projects' tests run meanwhile; it writes how that went to a small file, and each browser
// test file waits on that file before its first test (wait-for-server.ts).
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type ServerState = { state: 'starting' } | { state: 'ready' } | { state: 'failed'; message: string };

/** Building the app and starting the server take under a minute on a quiet machine; several on a busy one. */
export const SERVER_WAIT_MS = 6 * 60_000;
const POLL_MS = 250;

export type ServerReadiness = {
  /** The file the tests read (provided to them as `testServerState`). */
  path: string;
  ready: () => void;
  failed: (error: unknown) => void;
  remove: () => void;
};

/** A fresh state file, 'starting' until told otherwise. */
export function createServerReadiness(): ServerReadiness {
  const dir = mkdtempSync(join(tmpdir(), 'scrolldex-e2e-server-'));
  const path = join(dir, 'state.json');
  // Written whole under another name, then renamed: a reader never sees half a file.
  const write = (state: ServerState) => {
    writeFileSync(`${path}.partial`, JSON.stringify(state));
    renameSync(`${path}.partial`, path);
  };
  write({ state: 'starting' });
  return {
    path,
    ready: () => write({ state: 'ready' }),
    failed: (error) => write({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

function readState(path: string): ServerState {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as ServerState;
  } catch (error) {
    throw new Error(`The browser tests' server state file ${path} could not be read (${String(error)}); the global setup writes it.`, { cause: error });
  }
}

/** Resolves once the server answers; throws the global setup's error when the build or the start failed, or after `timeoutMs`. */
export async function waitForServer(path: string, timeoutMs = SERVER_WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = readState(path);
    if (current.state === 'ready') return;
    if (current.state === 'failed') throw new Error(`The browser tests' server did not start: ${current.message}`);
    if (Date.now() > deadline)
      throw new Error(`The browser tests' server was not up within ${timeoutMs / 1000} s of the wait (web build and server start: see the log).`);
    await new Promise((done) => setTimeout(done, POLL_MS));
  }
}
