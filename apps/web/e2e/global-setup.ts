// Before the browser tests: the server's address provided at once. In the background, while the other projects' tests
// run, Chromium and poppler-utils are installed when missing (most of a minute on a clean machine) and the run's one
// Chromium started, and the app is built and the real server started (data converted); each browser test file waits
// for both (wait-for-environment.ts). After them: Chromium and the server stopped, their files removed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { prepareTestData } from '@scrolldex/test-data';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';

import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureBrowserTestPrograms, featuresTurnedBackOn } from './chromium.js';
import { createEnvironmentReadiness } from './environment-readiness.js';
import { SCREENSHOT_DIR } from './paths.js';
import { portOutsideEphemeralRange, startTestServer, type TestServer } from './test-server.js';
import { ensureWebBuild } from './web-build.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The data repository the server serves: a clone of the test data's, which a test may add commits to. */
    gameDataRepo: string;
    /** The file saying whether Chromium and the server are up yet, and where Chromium takes connections (environment-readiness.ts). */
    environmentState: string;
    /** Every test in every look, every picture taken (`pnpm test:looks`); else one look (vitest.config.ts beside). */
    allLooks: boolean;
  }
}

/**
 * The run's one Chromium, which each file connects to: a Chromium of each file's own cost it half a second of CPU to
 * start and stop. Each test's pages are in a context of their own (newContext), which shares nothing.
 */
async function launchRunChromium(): Promise<BrowserServer> {
  await ensureBrowserTestPrograms();
  const browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const turnedBackOn = featuresTurnedBackOn(browser.process().spawnargs);
  if (turnedBackOn.length > 0) {
    await browser.close();
    throw new Error(`CHROMIUM_ARGS' --disable-features would turn back on what Playwright turns off: add ${turnedBackOn.join(', ')} to chromium.ts.`);
  }
  return browser;
}

/** What was started, each either way, for the teardown to stop. */
type Started = { browser?: BrowserServer; server?: TestServer };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const port = await portOutsideEphemeralRange();
  const readiness = createEnvironmentReadiness();
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('environmentState', readiness.path);
  const gameDataRepo = join(mkdtempSync(join(tmpdir(), 'scrolldex-e2e-data-')), 'age-of-sigmar-4th.git');
  project.provide('gameDataRepo', gameDataRepo);

  const started = performance.now();
  const browser = launchRunChromium();
  const server = Promise.all([ensureWebBuild('quick'), prepareTestData()]).then(() => startTestServer({ port, dataRepo: gameDataRepo }));
  const environment: Promise<Started> = Promise.allSettled([browser, server]).then(([launched, running]) => {
    if (launched.status === 'fulfilled' && running.status === 'fulfilled') {
      console.log(`[e2e] Chromium and the server at ${running.value.url} up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      readiness.ready({ browserEndpoint: launched.value.wsEndpoint() });
    } else {
      const reason: unknown = launched.status === 'rejected' ? launched.reason : (running as PromiseRejectedResult).reason;
      console.error('[e2e] the browser tests cannot run:', reason);
      readiness.failed(reason);
    }
    return {
      browser: launched.status === 'fulfilled' ? launched.value : undefined,
      server: running.status === 'fulfilled' ? running.value : undefined,
    };
  });
  return async () => {
    const { browser: launched, server: running } = await environment;
    await launched?.close();
    await running?.stop();
    rmSync(dirname(gameDataRepo), { recursive: true, force: true });
    readiness.remove();
    console.log(`[e2e] screenshots: ${SCREENSHOT_DIR}`);
  };
}
