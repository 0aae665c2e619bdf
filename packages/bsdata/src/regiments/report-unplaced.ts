import type { WarningReport } from '../report/warning-report.js';

/**
 * Why a piece of the regiment encoding was not turned into an option. The
 * reason leads the warning's message as `[reason]`, so summaries can group by it.
 */
export const UNPLACED_REASONS = [
  /** A grant names an entry that does not resolve, belongs to another catalogue, or is not of the grant's kind. */
  'grant-target',
  /** A grant admits no unit of this army: a keyword none has, a unit the handbook does not field (Scourge of Ghyran). */
  'grant-unmatched',
  /** Every unit a grant admits is ruled out again (limit 0, hidden in the leader's regiment). */
  'grant-empty',
  /** A limit modifier whose condition is not one of the known patterns; the most permissive value is kept. */
  'limit',
  /** A shared pool that only some of the units it counts take part in; only per-unit limits are kept. */
  'partial-pool',
  /** A pool or exclusive choice that spans heroes and other units; it is split by kind. */
  'mixed-pool',
  /** A hero that leads no regiment: no grant, or nothing left after the limits. */
  'no-options',
  /** A companion unit whose leader is not a single unit of the army. */
  'companion',
] as const;
export type UnplacedReason = (typeof UNPLACED_REASONS)[number];

export type UnplacedReporter = (reason: UnplacedReason, file: string, id: string, message: string) => void;

export function createUnplacedReporter(report: WarningReport): UnplacedReporter {
  return (reason, file, id, message) => report.add({ code: 'UNPLACED_REGIMENT_OPTION', file, id, message: `[${reason}] ${message}` });
}

/** The reason of an UNPLACED_REGIMENT_OPTION message, for summaries. */
export function readUnplacedReason(message: string): UnplacedReason | undefined {
  const reason = /^\[([a-z-]+)\]/.exec(message)?.[1];
  return UNPLACED_REASONS.find((candidate) => candidate === reason);
}
