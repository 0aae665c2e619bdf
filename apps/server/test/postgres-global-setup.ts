// Global setup of the @scrolldex/server-postgres project: one PostgreSQL cluster for the whole run, its admin URL
// provided to the tests as `postgresUrl` (postgresDatabaseFor reads it), stopped and removed when the run ends.
import type { TestProject } from 'vitest/node';

import { startTestCluster } from './postgres.js';

export default async function setup(project: TestProject): Promise<() => void> {
  const started = performance.now();
  const cluster = await startTestCluster();
  console.log(`[postgres] test cluster ready in ${Math.round(performance.now() - started)} ms at ${cluster.adminUrl}`);
  project.provide('postgresUrl', cluster.adminUrl);
  return cluster.stop;
}
