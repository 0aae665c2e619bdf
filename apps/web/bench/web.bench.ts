// `pnpm bench web`: what the player downloads and waits for. Builds the app if
// needed, starts the real server (as the browser tests do) and measures the
// bundle, the army page's time to usable, the builder's answer to a click that
// adds a unit, and Lighthouse's mobile scores.
import type { Figure } from '@scrolldex/bench';
import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../e2e/chromium.js';
import { WEB_DIST_DIR } from '../e2e/paths.js';
import { startTestServer } from '../e2e/test-server.js';
import { ensureWebBuild } from '../e2e/web-build.js';
import { armyPageUsableMs } from './army-page-usable.js';
import { builderAddUnitMs } from './builder-add-unit.js';
import { initialJsGzipBytes, routeJsGzipBytes, totalJsGzipBytes } from './bundle-size.js';
import { lighthouseScores } from './lighthouse-scores.js';

const ARMY_PATH = `/army/${encodeURIComponent('Stormcast Eternals')}`;

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
        { name: 'builder: click adding a unit to points and validity on screen, median of 50', value: adding.median, unit: 'ms' },
        { name: 'builder: click adding a unit to points and validity on screen, p95 of 50', value: adding.p95, unit: 'ms' },
      );
    } finally {
      await browser.close();
    }
    const pages = [
      { label: 'home', url: `${server.url}/` },
      { label: 'army page', url: `${server.url}${ARMY_PATH}` },
    ];
    const scores = await lighthouseScores(pages.map((page) => page.url));
    pages.forEach(({ label }, index) => {
      const { performance, accessibility, failedAccessibilityAudits, metrics, lcpElement, longTasks } = scores[index]!;
      figures.push(
        { name: `lighthouse performance (mobile), ${label}`, value: performance, unit: '/100' },
        { name: `lighthouse accessibility (mobile), ${label}`, value: accessibility, unit: '/100' },
        { name: `lighthouse first contentful paint (mobile, simulated), ${label}`, value: metrics.fcp, unit: 'ms' },
        { name: `lighthouse largest contentful paint (mobile, simulated), ${label}`, value: metrics.lcp, unit: 'ms' },
        { name: `lighthouse total blocking time (mobile, simulated), ${label}`, value: metrics.tbt, unit: 'ms' },
        { name: `lighthouse cumulative layout shift (mobile), ${label}`, value: metrics.cls, unit: '' },
        { name: `lighthouse speed index (mobile, simulated), ${label}`, value: metrics.si, unit: 'ms' },
      );
      // The score moves with the machine's load; the element says what the player waits for.
      // Lighthouse names no element when it left the page before the run ended (a loading state).
      console.error(`  ${label}: largest contentful paint is ${lcpElement === null ? 'an element since removed from the page' : JSON.stringify(lcpElement)}`);
      for (const task of longTasks) console.error(`  ${label}: long task of ${task.durationMs} ms at ${task.startMs} ms in ${task.url}`);
      // The figures say how much; the audits say what to fix.
      for (const audit of failedAccessibilityAudits) console.error(`  ${label}: failed accessibility audit ${audit}`);
    });
  } finally {
    await server.stop();
  }
  return figures;
}
