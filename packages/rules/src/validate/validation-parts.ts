import type { ArmyList } from '../list/army-list.js';
import type { GameData } from '../model/index.js';
import { RULES } from './registry.js';
import type { DerivedFromList, Rule } from './rule.js';
import { validateList, validationStateOf, type ValidationResult } from './validate-list.js';

/**
 * How many parts validateListPart splits the rules into. A phone (CPU 4x) takes about 70 ms to check a
 * 2,000-point list the first time a page does, most of it in the first run of each rule's code: in a third of the
 * rules, the part with the regiments' options and the enhancements' eligibility still took 79 ms (traced), so a
 * fifth of them stays under the 50 ms a task may hold the page.
 */
export const VALIDATION_PARTS = 5;

/** The rules in VALIDATION_PARTS runs of about as many rules each, in their order. */
function rulePart(part: number, rules: readonly Rule[]): readonly Rule[] {
  const size = Math.ceil(rules.length / VALIDATION_PARTS);
  return rules.slice(part * size, (part + 1) * size);
}

/** What validateListPart may be told: the rules to split (every rule by default), what the parts derive from the list. */
type ListPartOptions = {
  rules?: readonly Rule[];
  /**
   * What the rules derive from the list (its view, its placed units), built by the first part that needs it: the
   * parts of one check of one list share one, so that no part builds it again. A fresh one by default.
   */
  derived?: DerivedFromList;
};

/**
 * The list checked with one part of the rules (0 to VALIDATION_PARTS - 1). A screen checks the parts in separate
 * tasks and joins them (joinValidations): the same answer as validateList's.
 */
export function validateListPart(list: ArmyList, data: GameData, part: number, { rules = RULES, derived = {} }: ListPartOptions = {}): ValidationResult {
  return validateList(list, data, rulePart(part, rules), derived);
}

/** The validation of every part, in order, as one: what validateList answers with all their rules. */
export function joinValidations(parts: readonly ValidationResult[]): ValidationResult {
  const issues = parts.flatMap((part) => part.issues);
  const failedRules = parts.flatMap((part) => part.failedRules);
  return {
    issues,
    errors: parts.flatMap((part) => part.errors),
    warnings: parts.flatMap((part) => part.warnings),
    state: validationStateOf(issues, failedRules.length > 0),
    failedRules,
  };
}
