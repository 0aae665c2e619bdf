import type { IssueParams, RuleId } from '../issue/issue.js';
import type { CampaignContext } from './campaign-context.js';
import type { CampaignRoster } from './roster.js';
import type { RosterIssueCode } from './roster-messages.js';

export type RosterReport = (code: RosterIssueCode, unit: string | null, params?: IssueParams) => void;

/** One family of roster rules: what it checks, given the roster and its campaign. */
export type RosterRule = {
  id: RuleId;
  check: (roster: CampaignRoster, context: CampaignContext, report: RosterReport) => void;
};
