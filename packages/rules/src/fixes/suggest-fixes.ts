import { applyListEdit } from '../builder/apply-list-edit.js';
import type { ListEditError } from '../builder/list-edit.js';
import type { ArmyList } from '../list/army-list.js';
import { buildArmyLookup } from '../lookup/build-army-lookup.js';
import type { GameData } from '../model/index.js';
import type { Result } from '../shared/result.js';
import type { Issue } from '../issue/issue.js';
import type { IssueCode } from '../issue/messages.js';
import { validateList } from '../validate/validate-list.js';
import type { Fix, FixFinder } from './fix.js';
import { cardFixes, formationFixes, loreFixes } from './selection-fixes.js';
import { enhancementFixes, generalFixes, joinRegimentFixes, pointsFixes, regimentCountFixes, regimentSizeFixes, unreinforceFixes } from './unit-fixes.js';

/** Where a one-tap fix exists, what to try; every other issue needs the player's own choice. */
const FINDERS: Partial<Record<IssueCode, FixFinder>> = {
  POINTS_OVER_CAP: pointsFixes,
  GENERAL_MISSING: generalFixes,
  TOO_MANY_GENERALS: generalFixes,
  WARMASTER_NOT_GENERAL: generalFixes,
  REQUIRED_GENERAL: generalFixes,
  GENERAL_IF_INCLUDED: generalFixes,
  REGIMENT_TOO_BIG: regimentSizeFixes,
  TOO_MANY_REGIMENTS: regimentCountFixes,
  TOO_MANY_REGIMENTS_WITH_RENOWN: regimentCountFixes,
  GENERALS_REGIMENT_TOO_BIG: regimentSizeFixes,
  CANNOT_REINFORCE: unreinforceFixes,
  FORMATION_REQUIRED: formationFixes,
  INVALID_FORMATION: formationFixes,
  INVALID_SPELL_LORE: loreFixes('spell'),
  INVALID_PRAYER_LORE: loreFixes('prayer'),
  INVALID_MANIFESTATION_LORE: loreFixes('manifestation'),
  NO_SPELL_LORE: loreFixes('spell'),
  NO_PRAYER_LORE: loreFixes('prayer'),
  NO_MANIFESTATION_LORE: loreFixes('manifestation'),
  BATTLE_TACTICS_MISSING: cardFixes,
  DUPLICATE_BATTLE_TACTIC: cardFixes,
  INVALID_BATTLE_TACTIC: cardFixes,
  TOO_MANY_ARTIFACTS: enhancementFixes,
  TOO_MANY_HEROIC_TRAITS: enhancementFixes,
  DUPLICATE_ENHANCEMENT: enhancementFixes,
  AUXILIARY_COULD_JOIN: joinRegimentFixes,
};

const countOf = (issues: readonly Issue[], code: IssueCode) => issues.filter((issue) => issue.code === code).length;

/** How many errors of each kind a list has. */
function errorsByCode(issues: readonly Issue[]): Map<IssueCode, number> {
  const counts = new Map<IssueCode, number>();
  for (const issue of issues) if (issue.severity === 'error') counts.set(issue.code, (counts.get(issue.code) ?? 0) + 1);
  return counts;
}

/** How far the issues of a kind met in steps have got: the sum of their `selected` counts (two battle tactic cards, one at a time). */
const stepsTaken = (issues: readonly Issue[], code: IssueCode) =>
  issues.reduce((sum, issue) => sum + (issue.code === code && typeof issue.params.selected === 'number' ? issue.params.selected : 0), 0);

/** Where a list stands on one kind of issue: what a fix is judged by, before and after. */
type Standing = { errors: ReadonlyMap<IssueCode, number>; count: number; steps: number };

const standing = (issues: readonly Issue[], code: IssueCode): Standing => ({
  errors: errorsByCode(issues),
  count: countOf(issues, code),
  steps: stepsTaken(issues, code),
});

/** No kind of error is more frequent after than before: a fix never trades one error for another. */
function addsNoError(before: Standing, after: Standing): boolean {
  for (const [code, count] of after.errors) if (count > (before.errors.get(code) ?? 0)) return false;
  return true;
}

/**
 * Whether a fix is worth a button: it clears one issue of the kind, or takes
 * one a step further (the first of two cards), and no kind of error grows.
 */
function helps(before: Standing, after: Standing): boolean {
  return (after.count < before.count || after.steps > before.steps) && addsNoError(before, after);
}

/**
 * The one-tap fixes of a list's validation issues, in issue order. A fix is
 * offered only when applying it (validated with the same rules) leaves one
 * issue of that kind fewer, or a step nearer (see `helps`), and no kind of error more:
 * removing a unit that would break its regiment's options, or a general that
 * another rule refuses, is never offered. `found`: the issues a validation of this list with this data already
 * found (a screen that shows them has them), so that the list is not validated twice; validated here when absent.
 * `of`: the issues (some of `found`) a screen shows fixes for, when not all: each fix tried is a whole validation,
 * and a step of a list still being built (no battle tactic cards yet) has a dozen to try.
 */
export function suggestFixes(list: ArmyList, data: GameData, found?: readonly Issue[], of?: readonly Issue[]): Fix[] {
  const lookup = buildArmyLookup(data, list.faction);
  if (!lookup || list.locked) return [];
  const issues = found ?? validateList(list, data).issues;
  const fixes: Fix[] = [];
  const seen = new Set<string>();
  for (const issue of of ?? issues) {
    const finder = FINDERS[issue.code];
    if (!finder) continue;
    const before = standing(issues, issue.code);
    for (const candidate of finder({ list, issue, lookup })) {
      // Two alike units give alike fixes: one button each is enough.
      const key = `${issue.code}|${candidate.label}`;
      if (seen.has(key)) continue;
      seen.add(key);
      // The time does not matter here: only the fixed content is validated.
      const fixed = applyListEdit(list, candidate.apply, data, list._updatedAt);
      if (!fixed.ok) continue;
      if (helps(before, standing(validateList(fixed.value, data).issues, issue.code))) fixes.push({ issueCode: issue.code, ...candidate });
    }
  }
  return fixes;
}

/** Applies a fix as the edit it carries: refused on a locked list, stamped with `now`. */
export function applyFix(list: ArmyList, fix: Fix, data: GameData, now: number): Result<ArmyList, ListEditError> {
  return applyListEdit(list, fix.apply, data, now);
}
