import type { ArmyList } from '../list/army-list.js';
import type { ValidationState } from '../list/validator-mode.js';
import { buildArmyLookup } from '../lookup/build-army-lookup.js';
import type { GameData } from '../model/index.js';
import { issueText, makeIssue, type Issue, type RuleId } from '../issue/issue.js';
import { RULES } from './registry.js';
import type { DerivedFromList, Rule, RuleContext } from './rule.js';

export type ValidationResult = {
  issues: Issue[];
  errors: string[];
  warnings: string[];
  state: ValidationState;
  /** Rules that threw: the caller logs them; the other rules still ran, and the state is never 'valid'. */
  failedRules: { rule: RuleId; error: unknown }[];
};

/** An error wins; otherwise a failed rule leaves the list not fully checked, whatever the warnings. */
export function validationStateOf(issues: readonly Issue[], rulesFailed = false): ValidationState {
  if (issues.some((issue) => issue.severity === 'error')) return 'error';
  if (rulesFailed) return 'incomplete';
  if (issues.some((issue) => issue.severity === 'warning')) return 'warning';
  return 'valid';
}

function runsIn(rule: Rule, context: RuleContext): boolean {
  if (rule.modes && !rule.modes.includes(context.mode)) return false;
  return !rule.needsArmy || context.lookup !== undefined;
}

/**
 * Checks a list against the game data with every rule of its validator mode.
 * Pure; one failing rule never stops the others. `derived`: what the rules derive from the list, fresh by default;
 * the parts of one check of one list share theirs (validateListPart).
 */
export function validateList(list: ArmyList, data: GameData, rules: readonly Rule[] = RULES, derived: DerivedFromList = {}): ValidationResult {
  const issues: Issue[] = [];
  const failedRules: ValidationResult['failedRules'] = [];
  if (list.validator !== 'disabled') {
    const context: RuleContext = { list, data, lookup: buildArmyLookup(data, list.faction), mode: list.validator, derived };
    for (const rule of rules) {
      if (!runsIn(rule, context)) continue;
      try {
        rule.check(context, (code, params) => issues.push(makeIssue(code, rule.id, params)));
      } catch (error) {
        failedRules.push({ rule: rule.id, error });
      }
    }
  }
  return {
    issues,
    errors: issues.filter((issue) => issue.severity === 'error').map(issueText),
    warnings: issues.filter((issue) => issue.severity === 'warning').map(issueText),
    state: validationStateOf(issues, failedRules.length > 0),
    failedRules,
  };
}
