import type { Rule } from '../../rule.js';

/** Rules about units: composition, enhancements, weapons, renown, army options, army-specific rules. */
export const UNIT_RULES: readonly Rule[] = [];
