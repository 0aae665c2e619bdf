// Global setup of the @scrolldex/server-postgres project: one PostgreSQL for the whole run, its admin URL provided to
// the tests as `postgresUrl` (requirePostgresDatabase reads it). A throwaway cluster, stopped and removed when the run
// ends; or, when SCROLLDEX_TEST_POSTGRES_URL names one (CI's service container), that server, left as it is.
import type { TestProject } from 'vitest/node';

import { startTestCluster } from './postgres.js';

export default async function setup(project: TestProject): Promise<() => void> {
  const given = process.env.SCROLLDEX_TEST_POSTGRES_URL;
  if (given) {
    console.log('[postgres] the server SCROLLDEX_TEST_POSTGRES_URL names (each test config gets a database of its own on it)');
    project.provide('postgresUrl', given);
    return () => undefined;
  }
  const started = performance.now();
  const cluster = await startTestCluster();
  console.log(`[postgres] test cluster ready in ${Math.round(performance.now() - started)} ms at ${cluster.adminUrl}`);
  project.provide('postgresUrl', cluster.adminUrl);
  return cluster.stop;
}
