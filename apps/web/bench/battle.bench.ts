// `pnpm bench battle`: the battle view at the table, in Chromium
// with the CPU slowed 4x. Builds the app if needed and starts the real
// server (as the browser tests do).
import type { Figure } from '@scrolldex/bench';
import { parseGameData } from '@scrolldex/rules';
import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../e2e/chromium.js';
import { startTestServer } from '../e2e/test-server.js';
import { ensureWebBuild } from '../e2e/web-build.js';
import { battleViewTimings, type Timings } from './battle-view-timing.js';

function figures(what: string, timings: Timings): Figure[] {
  return [
    { name: `${what}, CPU 4x slower, median of ${timings.runs}`, value: timings.median, unit: 'ms' },
    { name: `${what}, CPU 4x slower, p95 of ${timings.runs}`, value: timings.p95, unit: 'ms' },
  ];
}

export default async function benchBattle(): Promise<Figure[]> {
  ensureChromium();
  await ensureWebBuild();
  const server = await startTestServer();
  try {
    const parsed = parseGameData(await (await fetch(`${server.url}/blob?name=main`)).json());
    if (!parsed.ok) throw new Error(parsed.errors.map((error) => error.message).join('\n'));
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const timings = await battleViewTimings(browser, server.url, parsed.value);
      return [
        ...figures('battle view of a 2,000-point list opened from its builder page to the first frame of its phase', timings.opening),
        ...figures('battle view: Next to the first frame of the next phase', timings.phaseStep),
        ...figures("game: an ability's tick to the next frame", timings.tick),
        ...figures('game: a score step to the next frame', timings.score),
      ];
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}
