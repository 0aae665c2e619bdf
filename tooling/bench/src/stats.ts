/** Value at quantile q (0..1) of the samples, by nearest rank. */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

export function median(samples: readonly number[]): number {
  return quantile(samples, 0.5);
}

/** Runs fn `runs` times and returns each run's duration in milliseconds. */
export async function timeRuns(runs: number, fn: () => unknown): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    durations.push(performance.now() - start);
  }
  return durations;
}
