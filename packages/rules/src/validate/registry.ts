import type { Rule } from './rule.js';
import { LIST_RULES } from './rules/list/index.js';
import { UNIT_RULES } from './rules/units/index.js';

/** Every rule, in the order their issues are listed. */
export const RULES: readonly Rule[] = [...LIST_RULES, ...UNIT_RULES];
