// Shared Vitest project settings: every workspace package resolves our
// packages through the `@scrolldex/source` export condition, so tests run
// against TypeScript sources without a prior build.
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

const SOURCE_CONDITION = '@scrolldex/source';

/**
 * How long `expect.poll` waits for its assertion to hold: Vitest's default of one second is not enough for a page or
 * a store on two cores shared by every project of `pnpm test` and the browser tests' Chromium (as Testing Library's
 * wait in the web's setup file).
 */
const POLL_TIMEOUT_MS = 10_000;

/**
 * Our packages resolved to their TypeScript sources, in every module graph:
 * the client's (jsdom tests), the server's (node tests) and the one Vitest runs
 * global setup files in (its `__vitest__` environment).
 */
export const SOURCE_RESOLVE = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
  environments: { __vitest__: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } } },
};

/** @param {{ name: string, environment?: string, testTimeout?: number, hookTimeout?: number, include?: string[], exclude?: string[], globalSetup?: string[], setupFiles?: string[], fileParallelism?: boolean, isolate?: boolean, provide?: Record<string, unknown>, maxWorkers?: number, groupOrder?: number }} options */
export function defineScrolldexProject({
  name,
  environment = 'node',
  testTimeout,
  hookTimeout,
  include,
  exclude,
  globalSetup,
  setupFiles,
  fileParallelism,
  isolate,
  provide,
  maxWorkers,
  groupOrder,
}) {
  return defineProject({
    ...SOURCE_RESOLVE,
    test: {
      name,
      environment,
      expect: { poll: { timeout: POLL_TIMEOUT_MS } },
      ...(testTimeout ? { testTimeout } : {}),
      ...(hookTimeout ? { hookTimeout } : {}),
      ...(include ? { include } : {}),
      ...(exclude ? { exclude } : {}),
      ...(globalSetup ? { globalSetup } : {}),
      ...(setupFiles ? { setupFiles } : {}),
      ...(fileParallelism === undefined ? {} : { fileParallelism }),
      ...(isolate === undefined ? {} : { isolate }),
      ...(provide ? { provide } : {}),
      ...(maxWorkers ? { maxWorkers } : {}),
      ...(groupOrder ? { sequence: { groupOrder } } : {}),
    },
  });
}
