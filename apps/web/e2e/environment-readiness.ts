// Whether the browser tests' environment is ready yet: Chromium installed and started, the app built and the server
// up. The global setup makes it in the background, so the other projects' tests run meanwhile; it writes how that
// went to a small file, and each browser test file waits on that file before its first test (wait-for-environment.ts).
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What the tests need of a ready environment: where the run's one Chromium takes connections (harness.ts openBrowser). */
export type ReadyEnvironment = { browserEndpoint: string };

type EnvironmentState = { state: 'starting' } | ({ state: 'ready' } & ReadyEnvironment) | { state: 'failed'; message: string };

/**
 * Installing Chromium (on a clean machine), building the app and starting the server take about a minute on a quiet
 * machine; several on a busy one.
 */
export const ENVIRONMENT_WAIT_MS = 6 * 60_000;
const POLL_MS = 250;

export type EnvironmentReadiness = {
  /** The file the tests read (provided to them as `environmentState`). */
  path: string;
  ready: (environment: ReadyEnvironment) => void;
  failed: (error: unknown) => void;
  remove: () => void;
};

/** A fresh state file, 'starting' until told otherwise. */
export function createEnvironmentReadiness(): EnvironmentReadiness {
  const dir = mkdtempSync(join(tmpdir(), 'scrolldex-e2e-environment-'));
  const path = join(dir, 'state.json');
  // Written whole under another name, then renamed: a reader never sees half a file.
  const write = (state: EnvironmentState) => {
    writeFileSync(`${path}.partial`, JSON.stringify(state));
    renameSync(`${path}.partial`, path);
  };
  write({ state: 'starting' });
  return {
    path,
    ready: (environment) => write({ state: 'ready', ...environment }),
    failed: (error) => write({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

function readState(path: string): EnvironmentState {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as EnvironmentState;
  } catch (error) {
    throw new Error(`The browser tests' environment state file ${path} could not be read (${String(error)}); the global setup writes it.`, { cause: error });
  }
}

/** The environment once ready; throws the global setup's error when making it failed, or after `timeoutMs`. */
export async function waitForEnvironment(path: string, timeoutMs = ENVIRONMENT_WAIT_MS): Promise<ReadyEnvironment> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = readState(path);
    if (current.state === 'ready') return { browserEndpoint: current.browserEndpoint };
    if (current.state === 'failed') throw new Error(`The browser tests' environment could not be made: ${current.message}`);
    if (Date.now() > deadline)
      throw new Error(
        `The browser tests' environment was not ready within ${timeoutMs / 1000} s of the wait (Chromium's install, the web build and the server's start: see the log).`,
      );
    await new Promise((done) => setTimeout(done, POLL_MS));
  }
}
