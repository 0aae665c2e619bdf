import type { Rule } from '../../rule.js';
import { armyNotFoundRule } from './army.js';
import { autoEndrinRule } from './auto-endrin.js';
import { auxiliaryNeedsLeaderRule } from './auxiliary.js';
import { battleTacticsRule } from './battle-tactics.js';
import { armySelectionsRule, formationRequiredRule } from './formation-and-lores.js';
import { generalCountRule, generalNotLeaderRule, warmasterGeneralRule } from './generals.js';
import { highlanderRule } from './highlander.js';
import { invalidUnitRule } from './invalid-unit.js';
import { legendsRule } from './legends.js';
import { pointsCapRule } from './points-cap.js';
import { regimentCountRule, regimentLeaderRule, regimentSizeRule } from './regiments.js';
import { seasonalVariantRule } from './seasonal.js';
import { uniqueUnitsRule } from './uniqueness.js';

/** Rules about the list as a whole: army, generals, regiments, cards, modes, points; in the order issues are listed. */
export const LIST_RULES: readonly Rule[] = [
  armyNotFoundRule,
  legendsRule,
  formationRequiredRule,
  armySelectionsRule,
  invalidUnitRule,
  generalNotLeaderRule,
  generalCountRule,
  warmasterGeneralRule,
  regimentCountRule,
  regimentSizeRule,
  regimentLeaderRule,
  uniqueUnitsRule,
  battleTacticsRule,
  auxiliaryNeedsLeaderRule,
  seasonalVariantRule,
  highlanderRule,
  autoEndrinRule,
  pointsCapRule,
];
