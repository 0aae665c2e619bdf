// The points caps a list may have, as the builder offers them: 250 to 5000
// in steps of 250. The list schema (and so the server's sync), list creation,
// import and the CLI all read them from here.
import { z } from 'zod/mini';

export const DEFAULT_POINTS_CAP = 2000;
export const MIN_POINTS_CAP = 250;
export const MAX_POINTS_CAP = 5000;
export const POINTS_CAP_STEP = 250;

/** The allowed caps in words, for messages: '250 to 5000 points in steps of 250'. */
export const POINTS_CAP_RANGE = `${MIN_POINTS_CAP} to ${MAX_POINTS_CAP} points in steps of ${POINTS_CAP_STEP}`;

export function isPointsCap(cap: number): boolean {
  return Number.isInteger(cap) && cap >= MIN_POINTS_CAP && cap <= MAX_POINTS_CAP && cap % POINTS_CAP_STEP === 0;
}

/** The allowed cap nearest to a stated one (halfway rounds up): an imported '2100' is 2000, '9000' is 5000. */
export function nearestPointsCap(stated: number): number {
  const stepped = Math.round(stated / POINTS_CAP_STEP) * POINTS_CAP_STEP;
  return Math.min(MAX_POINTS_CAP, Math.max(MIN_POINTS_CAP, stepped));
}

/** A list's cap; out of range or off the step fails with a message that ends 'Body field X ...'. */
export const PointsCapSchema = z.int().check(
  z.minimum(MIN_POINTS_CAP),
  z.maximum(MAX_POINTS_CAP),
  z.refine((cap) => cap % POINTS_CAP_STEP === 0, { message: `must be a multiple of ${POINTS_CAP_STEP}` }),
);
