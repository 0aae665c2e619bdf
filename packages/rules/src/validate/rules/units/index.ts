import type { Rule } from '../../rule.js';
import { armyOptionsRule } from './army-options.js';
import { bigWaaaghRule } from './big-waaagh.js';
import { companionRule, undersizeRule } from './companions.js';
import { enhancementLimitsRule } from './enhancement-limits.js';
import { enhancementEligibilityRule } from './enhancements.js';
import { regimentCompositionRule } from './regiment-composition.js';
import { regimentOfRenownRule } from './regiment-of-renown.js';
import { reinforcementRule } from './reinforcement.js';
import { soulblightPairsRule } from './soulblight-pairs.js';
import { upgradesRule } from './upgrades.js';
import { auxiliaryCouldJoinRule } from './warnings-auxiliary.js';
import { unusedEnhancementsRule } from './warnings-enhancements.js';
import { unselectedLoresRule } from './warnings-lores.js';
import { weaponOptionsRule } from './weapons.js';

/** Rules about units: composition, enhancements, weapons, renown, army options, army-specific rules; errors before warnings. */
export const UNIT_RULES: readonly Rule[] = [
  regimentCompositionRule,
  companionRule,
  undersizeRule,
  enhancementEligibilityRule,
  enhancementLimitsRule,
  reinforcementRule,
  weaponOptionsRule,
  upgradesRule,
  regimentOfRenownRule,
  armyOptionsRule,
  bigWaaaghRule,
  soulblightPairsRule,
  unusedEnhancementsRule,
  unselectedLoresRule,
  auxiliaryCouldJoinRule,
];
