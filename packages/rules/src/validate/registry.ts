import { pointsCapRule } from './rules/points-cap.js';
import type { Rule } from './rule.js';

/** Every rule, in the order their issues are listed. */
export const RULES: readonly Rule[] = [pointsCapRule];
