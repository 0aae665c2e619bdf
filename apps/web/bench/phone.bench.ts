// `pnpm bench phone` (and part of `pnpm bench web`): the screens a player waits
// for on a mid-range phone, in Chromium with the CPU slowed 4x for
// the page and its workers. Builds the app if needed and starts the real
// server (as the browser tests do).
import { loadavg } from 'node:os';

import type { Figure } from '@scrolldex/bench';
import { parseGameData } from '@scrolldex/rules';
import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../e2e/chromium.js';
import { startTestServer } from '../e2e/test-server.js';
import { ensureWebBuild } from '../e2e/web-build.js';
import { benchList } from './battle-view-timing.js';
import { phoneSpeed, type ScreenFigures } from './phone-speed.js';
import { CPU_SLOWDOWN } from './slow-cpu.js';

/** Fresh profiles per screen: the figures are their medians. */
const RUNS = Number(process.env.SCROLLDEX_BENCH_RUNS ?? 3);

function screenFigures(what: string, screen: ScreenFigures): Figure[] {
  const of = `CPU ${CPU_SLOWDOWN}x, median of ${screen.runs}`;
  return [
    { name: `${what}, ${of}`, value: screen.ms, unit: 'ms' },
    { name: `${what}: longest task, ${of}`, value: screen.longestTaskMs, unit: 'ms' },
    { name: `${what}: JS heap once settled, ${of}`, value: screen.heapMb, unit: 'MB' },
  ];
}

export default async function benchPhone(): Promise<Figure[]> {
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`SCROLLDEX_BENCH_RUNS must be a whole number of runs, not '${process.env.SCROLLDEX_BENCH_RUNS}'`);
  ensureChromium();
  await ensureWebBuild();
  const server = await startTestServer();
  try {
    const parsed = parseGameData(await (await fetch(`${server.url}/blob?name=main`)).json());
    if (!parsed.ok) throw new Error(parsed.errors.map((error) => error.message).join('\n'));
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      // The machine is shared: its load says how far to trust the figures.
      const load = () => loadavg()[0]!.toFixed(1);
      console.error(`  phone: load average ${load()} at the start`);
      const speed = await phoneSpeed(browser, server.url, benchList(parsed.value), RUNS);
      console.error(`  phone: load average ${load()} at the end`);
      return [
        ...screenFigures('phone: home, first visit, to the army list', speed.homeFirst),
        ...screenFigures('phone: home, warm visit, to the army list', speed.homeWarm),
        ...screenFigures('phone: army page, first visit, to its first warscroll row', speed.armyFirst),
        ...screenFigures('phone: army page, warm visit, to its first warscroll row', speed.armyWarm),
        ...screenFigures('phone: builder of a 2,000-point list, first visit, to the whole list', speed.builderFirst),
        ...screenFigures('phone: builder of a 2,000-point list, warm visit, to the whole list', speed.builderWarm),
        ...screenFigures("phone: battle view opened from the builder, to its phase's first frame", speed.battleViewOpen),
        {
          name: `phone: builder click (add or remove a unit) to the next frame, CPU ${CPU_SLOWDOWN}x, median of ${speed.builderClickToFrame.runs}`,
          value: speed.builderClickToFrame.ms,
          unit: 'ms',
        },
      ];
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}
