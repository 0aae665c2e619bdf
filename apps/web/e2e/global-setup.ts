// Before the browser tests: Chromium and poppler-utils present, and the server's address provided at once. The app is
// built and the real server started (data converted) in the background, while the other projects' tests run; each
// browser test file waits for it (wait-for-server.ts). After them: the server stopped, its files removed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { prepareTestData } from '@scrolldex/test-data';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';

import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium, ensurePoppler, featuresTurnedBackOn } from './chromium.js';
import { SCREENSHOT_DIR } from './paths.js';
import { createServerReadiness } from './server-readiness.js';
import { portOutsideEphemeralRange, startTestServer, type TestServer } from './test-server.js';
import { ensureWebBuild } from './web-build.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The data repository the server serves: a clone of the test data's, which a test may add commits to. */
    gameDataRepo: string;
    /** The file saying whether the server is up yet (server-readiness.ts). */
    testServerState: string;
    /** Where the run's one Chromium takes connections (harness.ts openBrowser). */
    browserEndpoint: string;
    /** Every test in every look, every picture taken (`pnpm test:looks`); else one look (vitest.config.ts beside). */
    allLooks: boolean;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureChromium();
  ensurePoppler();
  // One Chromium for the run, which each file connects to: a Chromium of each file's own cost it half a second of CPU
  // to start and stop. Each test's pages are in a context of their own (newContext), which shares nothing.
  const browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const turnedBackOn = featuresTurnedBackOn(browser.process().spawnargs);
  if (turnedBackOn.length > 0) {
    await browser.close();
    throw new Error(`CHROMIUM_ARGS' --disable-features would turn back on what Playwright turns off: add ${turnedBackOn.join(', ')} to chromium.ts.`);
  }
  project.provide('browserEndpoint', browser.wsEndpoint());
  const port = await portOutsideEphemeralRange();
  const readiness = createServerReadiness();
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('testServerState', readiness.path);
  const gameDataRepo = join(mkdtempSync(join(tmpdir(), 'scrolldex-e2e-data-')), 'age-of-sigmar-4th.git');
  project.provide('gameDataRepo', gameDataRepo);

  const started = performance.now();
  const server: Promise<TestServer | undefined> = Promise.all([ensureWebBuild('quick'), prepareTestData()])
    .then(() => startTestServer({ port, dataRepo: gameDataRepo }))
    .then(
      (running) => {
        console.log(`[e2e] server up at ${running.url} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
        readiness.ready();
        return running;
      },
      (error: unknown) => {
        console.error('[e2e] the browser tests cannot run:', error);
        readiness.failed(error);
        return undefined;
      },
    );
  return async () => {
    await browser.close();
    await (await server)?.stop();
    rmSync(dirname(gameDataRepo), { recursive: true, force: true });
    readiness.remove();
    console.log(`[e2e] screenshots: ${SCREENSHOT_DIR}`);
  };
}
