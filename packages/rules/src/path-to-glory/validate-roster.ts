import type { GameData } from '../model/index.js';
import { buildCampaignContext } from './campaign-context.js';
import { makeRosterIssue, type RosterIssue } from './roster-issue.js';
import type { RosterRule } from './roster-rule.js';
import type { CampaignRoster } from './roster.js';
import { enhancementsRule } from './rules/enhancements.js';
import { pathsRule } from './rules/paths.js';
import { scarsAndQuestRule } from './rules/scars-and-quest.js';
import { unitsRule } from './rules/units.js';
import { warlordRule } from './rules/warlord.js';

const ROSTER_RULES: readonly RosterRule[] = [unitsRule, warlordRule, pathsRule, enhancementsRule, scarsAndQuestRule];

/** Every issue of a roster against its campaign and army in the data, errors first, in the order of the units. */
export function validateRoster(roster: CampaignRoster, data: GameData): RosterIssue[] {
  const context = buildCampaignContext(data, roster);
  if (!context) return [makeRosterIssue('ROSTER_CAMPAIGN_NOT_FOUND', 'roster/campaign', null)];
  const issues: RosterIssue[] = [];
  if (!context.army) issues.push(makeRosterIssue('ROSTER_ARMY_NOT_FOUND', 'roster/units', null, { army: roster.faction }));
  for (const rule of ROSTER_RULES) {
    rule.check(roster, context, (code, unit, params) => issues.push(makeRosterIssue(code, rule.id, unit, params)));
  }
  const errorsFirst = (issue: RosterIssue) => (issue.severity === 'error' ? 0 : 1);
  return issues
    .map((issue, at) => ({ issue, at }))
    .sort((a, b) => errorsFirst(a.issue) - errorsFirst(b.issue) || a.at - b.at)
    .map(({ issue }) => issue);
}
