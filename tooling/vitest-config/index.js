// Shared Vitest project settings: every workspace package resolves our
// packages through the `@scrolldex/source` export condition, so tests run
// against TypeScript sources without a prior build.
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

const SOURCE_CONDITION = '@scrolldex/source';

/** @param {{ name: string, environment?: string, testTimeout?: number, hookTimeout?: number, include?: string[], globalSetup?: string[], fileParallelism?: boolean }} options */
export function defineScrolldexProject({ name, environment = 'node', testTimeout, hookTimeout, include, globalSetup, fileParallelism }) {
  return defineProject({
    resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
    test: {
      name,
      environment,
      ...(testTimeout ? { testTimeout } : {}),
      ...(hookTimeout ? { hookTimeout } : {}),
      ...(include ? { include } : {}),
      ...(globalSetup ? { globalSetup } : {}),
      ...(fileParallelism === undefined ? {} : { fileParallelism }),
    },
  });
}
