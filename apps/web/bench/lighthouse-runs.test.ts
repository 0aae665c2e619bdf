import { describe, expect, it } from 'vitest';

import { failedAccessibilityAudits, lighthouseFigures, medianRun } from './lighthouse-runs';
import type { LighthouseScores } from './lighthouse-scores';

function run(performance: number, accessibility = 100, failed: string[] = []): LighthouseScores {
  return {
    performance,
    accessibility,
    failedAccessibilityAudits: failed,
    metrics: { fcp: performance * 10, lcp: performance * 20, tbt: 100 - performance, cls: 0, si: performance * 30 },
    lcpElement: null,
    longTasks: [],
    failedInsights: [],
    runtimeError: null,
  };
}

describe('medianRun', () => {
  it('is the run whose performance is the median, whatever the order of the runs', () => {
    const runs = [run(97), run(88), run(99), run(91), run(95)];
    expect(medianRun(runs)).toBe(runs[4]);
  });

  it('is the lower middle run of an even number', () => {
    const runs = [run(90), run(99), run(94), run(96)];
    expect(medianRun(runs)).toBe(runs[2]);
  });

  it('refuses no runs', () => {
    expect(() => medianRun([])).toThrow('no Lighthouse runs');
  });
});

describe('lighthouseFigures', () => {
  it("gives the median, lowest and highest performance, the lowest accessibility and the median run's metrics", () => {
    const figures = lighthouseFigures('builder', [run(97), run(88, 92), run(99), run(91), run(95)]);
    const value = (start: string) => figures.find((figure) => figure.name.startsWith(start))?.value;
    expect(value('lighthouse performance (mobile), builder, median of 5')).toBe(95);
    expect(value('lighthouse performance (mobile), builder, lowest of 5')).toBe(88);
    expect(value('lighthouse performance (mobile), builder, highest of 5')).toBe(99);
    expect(value('lighthouse accessibility (mobile), builder, lowest of 5')).toBe(92);
    expect(value('lighthouse largest contentful paint')).toBe(1900);
    expect(value('lighthouse total blocking time')).toBe(5);
  });
});

describe('failedAccessibilityAudits', () => {
  it('names each failed audit once, from any run', () => {
    const runs = [run(95, 100), run(95, 92, ['label: no label']), run(95, 92, ['label: no label', 'color-contrast: low contrast'])];
    expect(failedAccessibilityAudits(runs)).toEqual(['label: no label', 'color-contrast: low contrast']);
  });
});
