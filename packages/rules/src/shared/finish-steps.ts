/**
 * The result of work written as steps (a generator whose yields are points where a caller may hand the main thread
 * back, as the battle view does: phase/build-battle-view.ts), run to its end at once.
 */
export function finishSteps<T>(steps: Iterator<unknown, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
