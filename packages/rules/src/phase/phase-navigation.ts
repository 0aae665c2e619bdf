// The phase header's arrows and the bottom bar's previous/next buttons. Both
// wrap, so 'next' on End of Turn goes back to the first phase offered.

/** The index `step` phases away from `index`, wrapping; 0 when there are no phases. */
export function stepPhaseIndex(index: number, count: number, step: number): number {
  if (count <= 0) return 0;
  const from = clampPhaseIndex(index, count);
  return (((from + step) % count) + count) % count;
}

export function nextPhaseIndex(index: number, count: number): number {
  return stepPhaseIndex(index, count, 1);
}

export function previousPhaseIndex(index: number, count: number): number {
  return stepPhaseIndex(index, count, -1);
}

/**
 * A remembered index that still fits the phases on offer: the index is kept
 * per page path, and editing the list can remove phases since it was stored.
 */
export function clampPhaseIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isInteger(index) || index < 0) return 0;
  return Math.min(index, count - 1);
}

/** The phase after or before `current` among the offered ones; the first phase when `current` is not offered. */
export function stepPhase<TPhase>(phases: readonly TPhase[], current: TPhase, step: 1 | -1): TPhase | undefined {
  const index = phases.indexOf(current);
  if (index === -1) return phases[0];
  return phases[stepPhaseIndex(index, phases.length, step)];
}
