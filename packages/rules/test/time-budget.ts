// A per-input time budget for property tests: an input that makes a parser or
// a search slow is a bug as much as one that makes it throw. The budgets are
// far above what any input takes (a few milliseconds; a text at the input
// limits, a few hundred), so a busy machine does not trip them, while a
// super-linear blow-up (seconds to forever) does.

/** Runs `run`, failing when it took longer than `budgetMs`; the message names the input. */
export function withinBudget<T>(budgetMs: number, input: string, run: () => T): T {
  const start = performance.now();
  const value = run();
  const took = performance.now() - start;
  if (took > budgetMs) {
    const shown = input.length > 120 ? `${JSON.stringify(input.slice(0, 120))}... (${input.length} characters)` : JSON.stringify(input);
    throw new Error(`${shown} took ${Math.round(took)} ms, over the budget of ${budgetMs} ms`);
  }
  return value;
}
