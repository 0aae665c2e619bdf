// Lighthouse's performance and accessibility scores of a page, with its default
// mobile emulation and throttling, in our Chromium started with a debugging port.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import lighthouse from 'lighthouse';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.js';
import { freePort } from '../e2e/test-server.js';

/** The metrics the performance score is made of: milliseconds, but CLS (a unitless score). */
export type LighthouseMetrics = { fcp: number; lcp: number; tbt: number; cls: number; si: number };

export type LighthouseScores = {
  performance: number;
  accessibility: number;
  failedAccessibilityAudits: string[];
  metrics: LighthouseMetrics;
  /** What the largest contentful paint was, as Lighthouse names the element. */
  lcpElement: string | null;
  /** The longest main-thread tasks (simulated milliseconds), longest first: what total blocking time is made of. */
  longTasks: LongTask[];
  /** The performance insights the page fails (a render-blocking resource, a layout shift's culprit…), with their savings. */
  failedInsights: string[];
  /** Why Lighthouse could not measure the page (its scores are then 0), or null. */
  runtimeError: string | null;
};

export type LongTask = { url: string; startMs: number; durationMs: number };

const LONG_TASKS_SHOWN = 5;

const METRIC_AUDITS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;

async function waitForDebugger(port: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`Chromium did not open its debugging port ${port}`);
}

/** The element the LCP breakdown names (a node item beside the table of its parts). */
function lcpElement(details: unknown): string | null {
  const items = (details as { items?: { type?: string; nodeLabel?: string }[] } | undefined)?.items ?? [];
  return items.find((item) => item.type === 'node')?.nodeLabel ?? null;
}

/** The longest tasks of the long-tasks audit (its items are simulated when the throttling is). */
function longTasks(details: unknown): LongTask[] {
  const items = (details as { items?: { url?: string; startTime?: number; duration?: number }[] } | undefined)?.items ?? [];
  return items
    .map((item) => ({ url: item.url ?? 'Unattributable', startMs: Math.round(item.startTime ?? 0), durationMs: Math.round(item.duration ?? 0) }))
    .sort((a, b) => b.durationMs - a.durationMs)
    .slice(0, LONG_TASKS_SHOWN);
}

/** The elements an accessibility audit failed on, as Lighthouse names them: what to fix. */
function failingNodes(details: unknown): string {
  const items = (details as { items?: { node?: { nodeLabel?: string; selector?: string } }[] } | undefined)?.items ?? [];
  const nodes = items.flatMap((item) => (item.node ? [`${item.node.selector ?? '?'} "${item.node.nodeLabel ?? ''}"`] : []));
  return nodes.length === 0 ? '' : ` on ${nodes.join('; ')}`;
}

/** Our Chromium with a debugging port for Lighthouse, on a profile of its own (deleted on close). */
export type LighthouseChromium = { port: number; close: () => Promise<void> };

export async function startLighthouseChromium(): Promise<LighthouseChromium> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'scrolldex-lighthouse-'));
  const chromium = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
    // A process group of its own, so that closing it ends Chromium's helper processes too, not only the browser's.
    detached: true,
  });
  const exited = new Promise((done) => chromium.once('exit', done));
  const close = async () => {
    try {
      process.kill(-chromium.pid!, 'SIGTERM');
    } catch (error) {
      // The whole group has already exited (a client closed the browser over its debugging port).
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
    await exited;
    // The helper processes may still be writing to the profile as the browser's own process exits.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  };
  try {
    await waitForDebugger(port);
  } catch (error) {
    await close();
    throw error;
  }
  return { port, close };
}

/**
 * One Lighthouse run of `url` in the Chromium at `port`; scores 0..100. Lighthouse's default storage reset clears the
 * origin's service workers, Cache Storage and the HTTP cache, but keeps IndexedDB and localStorage: every run is a
 * first visit, by a player whose saved lists the profile holds.
 */
export async function lighthouseScores(port: number, url: string): Promise<LighthouseScores> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], formFactor: 'mobile' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const failedInsights = (categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.group === 'insights')
    .map((ref) => audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit!.title}${audit!.displayValue ? ` (${audit!.displayValue})` : ''}`);
  const failedAccessibilityAudits = (categories.accessibility?.auditRefs ?? [])
    .map((ref) => audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit!.id}: ${audit!.title}${failingNodes(audit!.details)}`);
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const metrics = Object.fromEntries(Object.entries(METRIC_AUDITS).map(([name, id]) => [name, metric(id)])) as LighthouseMetrics;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    failedAccessibilityAudits,
    metrics,
    lcpElement: lcpElement(audits['lcp-breakdown-insight']?.details),
    longTasks: longTasks(audits['long-tasks']?.details),
    failedInsights,
    runtimeError: result.lhr.runtimeError ? `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}` : null,
  };
}
