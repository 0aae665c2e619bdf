// Setup file of the browser test projects: each file waits, before its first test, for the environment the global
// setup makes in the background (environment-readiness.ts), and fails with the setup's own error when making it failed.
import { beforeAll, inject } from 'vitest';

import { ENVIRONMENT_WAIT_MS, waitForEnvironment } from './environment-readiness.js';

beforeAll(async () => {
  await waitForEnvironment(inject('environmentState'));
}, ENVIRONMENT_WAIT_MS + 10_000);
