import type { GameData } from '../model/index.js';
import { applyRosterEdit } from './apply-roster-edit.js';
import { buildCampaignContext, type CampaignContext } from './campaign-context.js';
import type { RosterEdit } from './roster-edit.js';
import { enhancementKindOf } from './roster-enhancements.js';
import type { RosterIssue } from './roster-issue.js';
import type { RosterIssueCode } from './roster-messages.js';
import type { CampaignRoster } from './roster.js';
import { validateRoster } from './validate-roster.js';

/** A one-tap fix of a roster issue: the button's sentence and the edit it makes, as a list's fix is. */
export type RosterFix = { issueCode: RosterIssueCode; label: string; apply: RosterEdit };

type Candidate = { label: string; apply: RosterEdit };
type Finder = (issue: RosterIssue, roster: CampaignRoster, context: CampaignContext) => Candidate[];

const param = (issue: RosterIssue, key: string) => String(issue.params[key] ?? '');

const removeUnit: Finder = (issue) => (issue.unit ? [{ label: `Remove ${param(issue, 'unit')}`, apply: { op: 'removeUnit', unit: issue.unit } }] : []);
const clearPath: Finder = (issue) => (issue.unit ? [{ label: `Leave ${param(issue, 'path')}`, apply: { op: 'setPath', unit: issue.unit, path: null } }] : []);
const removeAbility: Finder = (issue) =>
  issue.unit ? [{ label: `Remove ${param(issue, 'ability')}`, apply: { op: 'removePathAbility', unit: issue.unit, ability: param(issue, 'ability') } }] : [];
const removeEnhancement: Finder = (issue) =>
  issue.unit
    ? [{ label: `Remove ${param(issue, 'enhancement')}`, apply: { op: 'removeEnhancement', unit: issue.unit, name: param(issue, 'enhancement') } }]
    : [];
/** Each enhancement of the kind the unit has, whichever table it comes from, latest first. */
const dropTableEnhancement: Finder = (issue, roster, context) => {
  const unit = roster.units.find((candidate) => candidate.id === issue.unit);
  if (!unit) return [];
  return unit.enhancements
    .filter((name) => enhancementKindOf(context, name) === param(issue, 'table'))
    .reverse()
    .map((name) => ({ label: `Remove ${name}`, apply: { op: 'removeEnhancement', unit: unit.id, name } }));
};
const removeScar: Finder = (issue) =>
  issue.unit ? [{ label: `Remove ${param(issue, 'scar')}`, apply: { op: 'removeScar', unit: issue.unit, scar: param(issue, 'scar') } }] : [];

/** Each hero of the roster as the warlord. */
const chooseWarlord: Finder = (_issue, roster, context) =>
  roster.units
    .filter((unit) => context.warscrolls.get(unit.name)?.keywords.includes('HERO'))
    .map((unit) => ({ label: `Make ${unit.name} the warlord`, apply: { op: 'setWarlord', unit: unit.id } }));

/** The last ability taken of the rank, then the others, latest first. */
const dropRankAbility: Finder = (issue, roster, context) => {
  const unit = roster.units.find((candidate) => candidate.id === issue.unit);
  const path = unit?.path ? context.paths.get(unit.path) : undefined;
  const rank = path?.ranks.find((candidate) => candidate.rank === param(issue, 'rank'));
  if (!unit || !rank) return [];
  const ofRank = new Set(rank.abilities.map((ability) => ability.name));
  return unit.pathAbilities
    .filter((name) => ofRank.has(name))
    .reverse()
    .map((name) => ({ label: `Remove ${name}`, apply: { op: 'removePathAbility', unit: unit.id, ability: name } }));
};

/** Each ability of the rank reached, to take. */
const takeRankAbility: Finder = (issue, roster, context) => {
  const unit = roster.units.find((candidate) => candidate.id === issue.unit);
  const path = unit?.path ? context.paths.get(unit.path) : undefined;
  const rank = path?.ranks.find((candidate) => candidate.rank === param(issue, 'rank'));
  if (!unit || !rank) return [];
  return rank.abilities.map((ability) => ({ label: `Take ${ability.name}`, apply: { op: 'addPathAbility', unit: unit.id, ability: ability.name } }));
};

const FINDERS: Partial<Record<RosterIssueCode, Finder>> = {
  ROSTER_UNKNOWN_UNIT: removeUnit,
  ROSTER_UNIT_NOT_ALLOWED: removeUnit,
  ROSTER_WARLORD_MISSING: chooseWarlord,
  ROSTER_WARLORD_NOT_HERO: chooseWarlord,
  ROSTER_UNKNOWN_PATH: clearPath,
  ROSTER_PATH_NOT_FOR_UNIT: clearPath,
  ROSTER_ABILITY_WITHOUT_PATH: removeAbility,
  ROSTER_ABILITY_NOT_ON_PATH: removeAbility,
  ROSTER_ABILITY_RANK_NOT_REACHED: removeAbility,
  ROSTER_TOO_MANY_RANK_ABILITIES: dropRankAbility,
  ROSTER_RANK_ABILITY_TO_TAKE: takeRankAbility,
  ROSTER_UNKNOWN_SCAR: removeScar,
  ROSTER_ENHANCEMENT_NOT_FOR_UNIT: removeEnhancement,
  ROSTER_TOO_MANY_ENHANCEMENTS: dropTableEnhancement,
  ROSTER_DUPLICATE_ENHANCEMENT: removeEnhancement,
};

const sameIssue = (a: RosterIssue, b: RosterIssue) => a.code === b.code && a.unit === b.unit && JSON.stringify(a.params) === JSON.stringify(b.params);

function errorCounts(issues: readonly RosterIssue[]): Map<RosterIssueCode, number> {
  const counts = new Map<RosterIssueCode, number>();
  for (const issue of issues) if (issue.severity === 'error') counts.set(issue.code, (counts.get(issue.code) ?? 0) + 1);
  return counts;
}

/**
 * The one-tap fixes of an issue: each candidate is tried, and kept only when
 * the issue is gone after it and no kind of error is more frequent.
 */
export function suggestRosterFixes(roster: CampaignRoster, issue: RosterIssue, data: GameData): RosterFix[] {
  const finder = FINDERS[issue.code];
  const context = buildCampaignContext(data, roster);
  if (!finder || !context || roster.locked) return [];
  const before = errorCounts(validateRoster(roster, data));
  return finder(issue, roster, context).flatMap((candidate) => {
    const after = validateRoster(applyRosterEdit(roster, candidate.apply, roster._updatedAt), data);
    const counts = errorCounts(after);
    const cleared = !after.some((other) => sameIssue(other, issue));
    const addsNoError = [...counts].every(([code, count]) => count <= (before.get(code) ?? 0));
    return cleared && addsNoError ? [{ issueCode: issue.code, ...candidate }] : [];
  });
}
