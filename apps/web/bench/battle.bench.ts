// `pnpm bench battle`: the battle view at the table, in Chromium
// with the CPU slowed 4x. Builds the app if needed and starts the real
// server (as the browser tests do).
import type { Figure } from '@scrolldex/bench';

import { battleViewTimings, type Timings } from './battle-view-timing.js';
import { servedGameData, withServedBrowser } from './served-browser.js';

function figures(what: string, timings: Timings): Figure[] {
  return [
    { name: `${what}, CPU 4x slower, median of ${timings.runs}`, value: timings.median, unit: 'ms' },
    { name: `${what}, CPU 4x slower, p95 of ${timings.runs}`, value: timings.p95, unit: 'ms' },
  ];
}

export default async function benchBattle(): Promise<Figure[]> {
  return withServedBrowser(async (browser, serverUrl) => {
    const timings = await battleViewTimings(browser, serverUrl, await servedGameData(serverUrl));
    return [
      ...figures('battle view of a 2,000-point list opened from its builder page to the first frame of its phase', timings.opening),
      ...figures('battle view: Next to the first frame of the next phase', timings.phaseStep),
      ...figures("game: an ability's tick to the next frame", timings.tick),
      ...figures('game: a score step to the next frame', timings.score),
    ];
  });
}
