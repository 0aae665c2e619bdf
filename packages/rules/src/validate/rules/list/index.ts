import { pointsCapRule } from './points-cap.js';
import type { Rule } from '../../rule.js';

/** Rules about the list as a whole: points, army, generals, regiments, cards, modes. */
export const LIST_RULES: readonly Rule[] = [pointsCapRule];
