// A per-input time budget for property tests: an input that makes a parser or
// a search slow is a bug as much as one that makes it throw. The budgets are
// far above what any input takes (a few milliseconds; a text at the input
// limits, a few hundred), while a super-linear blow-up takes seconds to
// forever. The time counted is this process's CPU time, not the clock's: on a
// busy machine the clock also counts the time other processes had the cores,
// which once took a run past its budget.

/** Runs `run`, failing when it took more than `budgetMs` of CPU time; the message names the input. */
export function withinBudget<T>(budgetMs: number, input: string, run: () => T): T {
  const start = process.cpuUsage();
  const value = run();
  const used = process.cpuUsage(start);
  const took = (used.user + used.system) / 1000;
  if (took > budgetMs) {
    const shown = input.length > 120 ? `${JSON.stringify(input.slice(0, 120))}... (${input.length} characters)` : JSON.stringify(input);
    throw new Error(`${shown} took ${Math.round(took)} ms of CPU time, over the budget of ${budgetMs} ms`);
  }
  return value;
}
