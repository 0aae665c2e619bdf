// Before the browser tests: Chromium and poppler-utils present, the app built while the test data
// is made ready, the real server started (data converted). After them: the
// server stopped, its files removed.
import { prepareTestData } from '@scrolldex/test-data';
import type { TestProject } from 'vitest/node';

import { ensureChromium, ensurePoppler } from './chromium.js';
import { SCREENSHOT_DIR } from './paths.js';
import { startTestServer } from './test-server.js';
import { ensureWebBuild } from './web-build.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Every test in every look, every picture taken (`pnpm test:looks`); else one look (vitest.config.ts beside). */
    allLooks: boolean;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureChromium();
  ensurePoppler();
  await Promise.all([ensureWebBuild(), prepareTestData()]);
  const server = await startTestServer();
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
    console.log(`[e2e] screenshots: ${SCREENSHOT_DIR}`);
  };
}
