// What the browser benches share: Chromium against the real server on the built app, the number of runs asked for,
// the game data the server serves, and the machine's load (it is shared: its load says how far to trust a figure).
import { loadavg } from 'node:os';

import { parseGameData, type GameData } from '@scrolldex/rules';
import { chromium, type Browser } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../e2e/chromium.js';
import { startTestServer } from '../e2e/test-server.js';
import { ensureWebBuild } from '../e2e/web-build.js';

/**
 * The browser tests' Chromium, with V8 keeping each function's source positions as it compiles it. Playwright drives
 * a page through DevTools with its Runtime domain on, and DevTools then asks V8 for a detailed stack trace of every
 * Error made (for an uncaught one's report): V8 parses again, on the main thread, each function on the stack and its
 * script's top level, to find their lines. React's DOM module makes three Errors as it evaluates, inside a function
 * of about 180 KB in a 225 KB chunk: some 50 ms at CPU 4x of the start's first task, the longest task of the home
 * screen and the army page, that no player pays (measured: the first Error() in a 360 KB function took 20-65 ms under
 * Playwright, under 0.1 ms in the same Chromium without DevTools). Positions made as V8 compiles cost a little more
 * compile time, on the page's main thread for functions compiled lazily: what the benches then count errs slow.
 */
export const BENCH_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--js-flags=--no-enable-lazy-source-positions'];

/** Runs `measure` in Chromium against the real server on the built app (built first if needed), closing both after. */
export async function withServedBrowser<T>(measure: (browser: Browser, serverUrl: string) => Promise<T>): Promise<T> {
  await ensureChromium();
  await ensureWebBuild();
  const server = await startTestServer();
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BENCH_CHROMIUM_ARGS });
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
