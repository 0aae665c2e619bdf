// `pnpm bench web`: what the player downloads and waits for. Builds the app if
// needed, starts the real server (as the browser tests do) and measures the
// bundle, the army page's time to usable, the builder's answer to a click that
// adds a unit, and Lighthouse's mobile scores of home, an army page, the builder
// of a 2,000-point list and its battle view.
import type { Figure } from '@scrolldex/bench';
import { chromium } from 'playwright-core';

import { CHROMIUM_PATH, ensureChromium } from '../e2e/chromium.js';
import { WEB_DIST_DIR } from '../e2e/paths.js';
import { startTestServer } from '../e2e/test-server.js';
import { ensureWebBuild } from '../e2e/web-build.js';
import { armyPageUsableMs } from './army-page-usable.js';
import { builderAddUnitMs, SLOWDOWN } from './builder-add-unit.js';
import { initialJsGzipBytes, routeJsGzipBytes, totalJsGzipBytes } from './bundle-size.js';
import { benchList } from './battle-view-timing.js';
import { failedAccessibilityAudits, lighthouseFigures, medianRun } from './lighthouse-runs.js';
import { lighthouseScores, startLighthouseChromium, type LighthouseChromium, type LighthouseScores } from './lighthouse-scores.js';
import { saveList } from './saved-list.js';
import { BENCH_CHROMIUM_ARGS, loadAverage, servedGameData } from './served-browser.js';

const ARMY_PATH = `/army/${encodeURIComponent('Stormcast Eternals')}`;

/** Lighthouse's runs of each page, interleaved: a spell of load on the machine lowers every page's run alike. */
const LIGHTHOUSE_RUNS = 5;

/**
 * Under load Lighthouse sometimes fails to record a run (NO_NAVSTART: 'Please run Lighthouse again'), which scores 0:
 * such a run is run again, up to this many attempts in all.
 */
const LIGHTHOUSE_ATTEMPTS = 3;

type LighthousePage = { label: string; url: string; chromium: LighthouseChromium };

async function lighthouseRun(page: LighthousePage): Promise<LighthouseScores> {
  for (let attempt = 1; ; attempt++) {
    const scores = await lighthouseScores(page.chromium.port, page.url);
    if (scores.runtimeError === null || attempt === LIGHTHOUSE_ATTEMPTS) return scores;
    console.error(`  ${page.label}: Lighthouse could not measure a run (${scores.runtimeError}): running it again`);
  }
}

/**
 * Lighthouse's mobile scores of home and an army page on a new device, and of the builder of a 2,000-point list and
 * its battle view on a device that saved the list (each run is still a first visit: lighthouse-scores.ts), with what
 * to look at when a score is low on stderr.
 */
async function lighthouseOfPages(serverUrl: string): Promise<Figure[]> {
  const list = benchList(await servedGameData(serverUrl));
  const fresh = await startLighthouseChromium();
  try {
    const saved = await startLighthouseChromium();
    try {
      await saveList(saved.port, serverUrl, list);
      const pages: LighthousePage[] = [
        { label: 'home', url: `${serverUrl}/`, chromium: fresh },
        { label: 'army page', url: `${serverUrl}${ARMY_PATH}`, chromium: fresh },
        { label: 'builder of a 2,000-point list', url: `${serverUrl}/list/${list.id}`, chromium: saved },
        { label: 'battle view of a 2,000-point list', url: `${serverUrl}/list/${list.id}/battle`, chromium: saved },
      ];
      const runs = new Map<LighthousePage, LighthouseScores[]>(pages.map((page) => [page, []]));
      console.error(`  lighthouse: load average ${loadAverage()} at the start`);
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) for (const page of pages) runs.get(page)!.push(await lighthouseRun(page));
      console.error(`  lighthouse: load average ${loadAverage()} at the end`);
      return pages.flatMap((page) => {
        const pageRuns = runs.get(page)!;
        reportDiagnostics(page.label, pageRuns);
        return lighthouseFigures(page.label, pageRuns);
      });
    } finally {
      await saved.close();
    }
  } finally {
    await fresh.close();
  }
}

function reportDiagnostics(label: string, runs: LighthouseScores[]): void {
  const { lcpElement, longTasks, failedInsights } = medianRun(runs);
  for (const [index, run] of runs.entries())
    if (run.runtimeError) console.error(`  ${label}: run ${index + 1} failed ${LIGHTHOUSE_ATTEMPTS} times, scored 0: ${run.runtimeError}`);
  console.error(`  ${label}: performance in the ${runs.length} runs ${runs.map((run) => run.performance).join(', ')}; the metrics below are the median run's`);
  // The score moves with the machine's load; the element says what the player waits for.
  // Lighthouse names no element when it left the page before the run ended (a loading state).
  console.error(`  ${label}: largest contentful paint is ${lcpElement === null ? 'an element since removed from the page' : JSON.stringify(lcpElement)}`);
  for (const task of longTasks) console.error(`  ${label}: long task of ${task.durationMs} ms at ${task.startMs} ms in ${task.url}`);
  for (const insight of failedInsights) console.error(`  ${label}: insight ${insight}`);
  // The figures say how much; the audits say what to fix.
  for (const audit of failedAccessibilityAudits(runs)) console.error(`  ${label}: failed accessibility audit ${audit}`);
}

export default async function benchWeb(): Promise<Figure[]> {
  await ensureChromium();
  await ensureWebBuild();
  const figures: Figure[] = [
    { name: 'web initial JavaScript (gzip)', value: initialJsGzipBytes(WEB_DIST_DIR) / 1024, unit: 'KB' },
    { name: 'web total JavaScript (gzip)', value: totalJsGzipBytes(WEB_DIST_DIR) / 1024, unit: 'KB' },
    { name: 'builder route JavaScript (gzip, beyond the first screen)', value: routeJsGzipBytes(WEB_DIST_DIR, 'list-builder-page') / 1024, unit: 'KB' },
  ];
  const server = await startTestServer();
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BENCH_CHROMIUM_ARGS });
    try {
      const usable = await armyPageUsableMs(browser, server.url);
      figures.push({ name: 'army page usable, cold', value: usable.cold, unit: 'ms' }, { name: 'army page usable, warm', value: usable.warm, unit: 'ms' });
      const adding = await builderAddUnitMs(browser, server.url);
      figures.push(
        { name: 'builder: click adding a unit to points and validity on screen, median of 50', value: adding.full.median, unit: 'ms' },
        { name: 'builder: click adding a unit to points and validity on screen, p95 of 50', value: adding.full.p95, unit: 'ms' },
        {
          name: `builder: click adding a unit to points and validity on screen, ${SLOWDOWN}x CPU slowdown, median of 50`,
          value: adding.slowed.median,
          unit: 'ms',
        },
        { name: `builder: click adding a unit to points and validity on screen, ${SLOWDOWN}x CPU slowdown, p95 of 50`, value: adding.slowed.p95, unit: 'ms' },
      );
    } finally {
      await browser.close();
    }
    figures.push(...(await lighthouseOfPages(server.url)));
  } finally {
    await server.stop();
  }
  return figures;
}
