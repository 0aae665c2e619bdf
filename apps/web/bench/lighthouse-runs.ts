// What a page's Lighthouse runs come to: its score moves from run to run with the machine's load (Lighthouse's guide
// to variability says so, and advises the median of five runs), so a page's figures are those of its median run,
// beside the lowest and highest scores; its accessibility is the lowest of the runs (one failing run is a bug).
import { median, type Figure } from '@scrolldex/bench';

import type { LighthouseScores } from './lighthouse-scores.js';

/** The run whose performance score is the median (by nearest rank: with an even number of runs, the lower middle). */
export function medianRun(runs: readonly LighthouseScores[]): LighthouseScores {
  if (runs.length === 0) throw new Error('no Lighthouse runs');
  const score = median(runs.map((run) => run.performance));
  return runs.find((run) => run.performance === score)!;
}

/** The failed accessibility audits of every run, each once: one failing run is enough. */
export function failedAccessibilityAudits(runs: readonly LighthouseScores[]): string[] {
  return [...new Set(runs.flatMap((run) => run.failedAccessibilityAudits))];
}

/** The figures of one page's runs: the performance's median, lowest and highest, the lowest accessibility, and the median run's metrics. */
export function lighthouseFigures(label: string, runs: readonly LighthouseScores[]): Figure[] {
  const performances = runs.map((run) => run.performance);
  const { metrics } = medianRun(runs);
  const of = runs.length;
  return [
    { name: `lighthouse performance (mobile), ${label}, median of ${of}`, value: median(performances), unit: '/100' },
    { name: `lighthouse performance (mobile), ${label}, lowest of ${of}`, value: Math.min(...performances), unit: '/100' },
    { name: `lighthouse performance (mobile), ${label}, highest of ${of}`, value: Math.max(...performances), unit: '/100' },
    { name: `lighthouse accessibility (mobile), ${label}, lowest of ${of}`, value: Math.min(...runs.map((run) => run.accessibility)), unit: '/100' },
    { name: `lighthouse first contentful paint (mobile, simulated), ${label}`, value: metrics.fcp, unit: 'ms' },
    { name: `lighthouse largest contentful paint (mobile, simulated), ${label}`, value: metrics.lcp, unit: 'ms' },
    { name: `lighthouse total blocking time (mobile, simulated), ${label}`, value: metrics.tbt, unit: 'ms' },
    { name: `lighthouse cumulative layout shift (mobile), ${label}`, value: metrics.cls, unit: '' },
    { name: `lighthouse speed index (mobile, simulated), ${label}`, value: metrics.si, unit: 'ms' },
  ];
}
