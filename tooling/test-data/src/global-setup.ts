// The root Vitest config's global setup: the test data ready before any test
// starts (the test harness's test-data-paths.ts says where), and the converted
// data's paths provided to every project.
import type {} from '@scrolldex/test-harness/provided-context';
import type { TestProject } from 'vitest/node';

import { prepareTestData } from './prepare-test-data.js';

export default async function setup(project: TestProject): Promise<void> {
  const data = await prepareTestData();
  project.provide('gameDataPath', data.gameDataPath);
  project.provide('smallGameDataPath', data.smallGameDataPath);
  project.provide('releaseGameDataPath', data.releaseGameDataPath);
}
