// What the browser benches share: Chromium against the real server on the built app, the number of runs asked for,
// the game data the server serves, and the machine's load (it is shared: its load says how far to trust a figure).
import { loadavg } from 'node:os';

import { parseGameData, type GameData } from '@scrolldex/rules';
import { chromium, type Browser } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../e2e/chromium.js';
import { startTestServer } from '../e2e/test-server.js';
import { ensureWebBuild } from '../e2e/web-build.js';

/** Runs `measure` in Chromium against the real server on the built app (built first if needed), closing both after. */
export async function withServedBrowser<T>(measure: (browser: Browser, serverUrl: string) => Promise<T>): Promise<T> {
  await ensureChromium();
  await ensureWebBuild();
  const server = await startTestServer();
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      return await measure(browser, server.url);
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

/** The runs `SCROLLDEX_BENCH_RUNS` asks for (3 by default), refused unless a whole number from 1. */
export function benchRuns(): number {
  const runs = Number(process.env.SCROLLDEX_BENCH_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`SCROLLDEX_BENCH_RUNS must be a whole number of runs, not '${process.env.SCROLLDEX_BENCH_RUNS}'`);
  return runs;
}

/** The game data the server serves as main, checked as the app checks it. */
export async function servedGameData(serverUrl: string): Promise<GameData> {
  const parsed = parseGameData(await (await fetch(`${serverUrl}/blob?name=main`)).json());
  if (!parsed.ok) throw new Error(parsed.errors.map((error) => error.message).join('\n'));
  return parsed.value;
}

/** The machine's load average over the last minute, for the bench's log. */
export function loadAverage(): string {
  return loadavg()[0]!.toFixed(1);
}
