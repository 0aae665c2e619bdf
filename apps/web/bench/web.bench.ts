// `pnpm bench web`: what the player downloads and waits for. Builds the app if
// needed, starts the real server (as the browser tests do) and measures the
// bundle, the army page's time to usable, the builder's answer to a click that
// adds a unit, and Lighthouse's mobile scores.
import { median, type Figure } from '@scrolldex/bench';
import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../e2e/chromium.js';
import { WEB_DIST_DIR } from '../e2e/paths.js';
import { startTestServer } from '../e2e/test-server.js';
import { ensureWebBuild } from '../e2e/web-build.js';
import { armyPageUsableMs } from './army-page-usable.js';
import { builderAddUnitMs, SLOWDOWN } from './builder-add-unit.js';
import { initialJsGzipBytes, routeJsGzipBytes, totalJsGzipBytes } from './bundle-size.js';
import { lighthouseScores, type LighthouseScores } from './lighthouse-scores.js';

const ARMY_PATH = `/army/${encodeURIComponent('Stormcast Eternals')}`;

/**
 * Lighthouse's score moves from run to run with the machine's load (its guide to variability says
 * so, and advises the median of five runs): each page is measured this many times, interleaved,
 * and the figures are those of its median run, beside the lowest and highest scores.
 */
const LIGHTHOUSE_RUNS = 5;

/** The run whose performance score is the median (the runs are odd in number). */
function medianRun(runs: LighthouseScores[]): LighthouseScores {
  const score = median(runs.map((run) => run.performance));
  return runs.find((run) => run.performance === score)!;
}

export default async function benchWeb(): Promise<Figure[]> {
  ensureChromium();
  await ensureWebBuild();
  const figures: Figure[] = [
    { name: 'web initial JavaScript (gzip)', value: initialJsGzipBytes(WEB_DIST_DIR) / 1024, unit: 'KB' },
    { name: 'web total JavaScript (gzip)', value: totalJsGzipBytes(WEB_DIST_DIR) / 1024, unit: 'KB' },
    { name: 'builder route JavaScript (gzip, beyond the first screen)', value: routeJsGzipBytes(WEB_DIST_DIR, 'list-builder-page') / 1024, unit: 'KB' },
  ];
  const server = await startTestServer();
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
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
    const pages = [
      { label: 'home', url: `${server.url}/` },
      { label: 'army page', url: `${server.url}${ARMY_PATH}` },
    ];
    const runs = await lighthouseScores(Array.from({ length: LIGHTHOUSE_RUNS }, () => pages.map((page) => page.url)).flat());
    pages.forEach(({ label }, index) => {
      const pageRuns = runs.filter((_, run) => run % pages.length === index);
      const performances = pageRuns.map((run) => run.performance);
      const { performance, metrics, lcpElement, longTasks } = medianRun(pageRuns);
      figures.push(
        { name: `lighthouse performance (mobile), ${label}, median of ${LIGHTHOUSE_RUNS}`, value: performance, unit: '/100' },
        { name: `lighthouse performance (mobile), ${label}, lowest of ${LIGHTHOUSE_RUNS}`, value: Math.min(...performances), unit: '/100' },
        { name: `lighthouse performance (mobile), ${label}, highest of ${LIGHTHOUSE_RUNS}`, value: Math.max(...performances), unit: '/100' },
        {
          name: `lighthouse accessibility (mobile), ${label}, lowest of ${LIGHTHOUSE_RUNS}`,
          value: Math.min(...pageRuns.map((run) => run.accessibility)),
          unit: '/100',
        },
        { name: `lighthouse first contentful paint (mobile, simulated), ${label}`, value: metrics.fcp, unit: 'ms' },
        { name: `lighthouse largest contentful paint (mobile, simulated), ${label}`, value: metrics.lcp, unit: 'ms' },
        { name: `lighthouse total blocking time (mobile, simulated), ${label}`, value: metrics.tbt, unit: 'ms' },
        { name: `lighthouse cumulative layout shift (mobile), ${label}`, value: metrics.cls, unit: '' },
        { name: `lighthouse speed index (mobile, simulated), ${label}`, value: metrics.si, unit: 'ms' },
      );
      console.error(`  ${label}: performance in the ${LIGHTHOUSE_RUNS} runs ${performances.join(', ')}; the metrics below are the median run's`);
      // The score moves with the machine's load; the element says what the player waits for.
      // Lighthouse names no element when it left the page before the run ended (a loading state).
      console.error(`  ${label}: largest contentful paint is ${lcpElement === null ? 'an element since removed from the page' : JSON.stringify(lcpElement)}`);
      for (const task of longTasks) console.error(`  ${label}: long task of ${task.durationMs} ms at ${task.startMs} ms in ${task.url}`);
      // The figures say how much; the audits say what to fix (from every run: one failing is enough).
      for (const audit of new Set(pageRuns.flatMap((run) => run.failedAccessibilityAudits))) console.error(`  ${label}: failed accessibility audit ${audit}`);
    });
  } finally {
    await server.stop();
  }
  return figures;
}
