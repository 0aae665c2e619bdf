import { fillMessage, withSeverityLabel, type IssueParams, type IssueSeverity, type RuleId } from '../issue/issue.js';
import { ROSTER_MESSAGES, ROSTER_WARNING_MESSAGES, type RosterIssueCode } from './roster-messages.js';

/** A roster issue, in the shape of a list's: code, severity, rule, params (no sentence: rosterIssueText writes it); and the roster unit it is about. */
export type RosterIssue = {
  code: RosterIssueCode;
  severity: IssueSeverity;
  rule: RuleId;
  params: IssueParams;
  /** The roster unit id it is about; null for the roster as a whole. */
  unit: string | null;
};

export function makeRosterIssue(code: RosterIssueCode, rule: RuleId, unit: string | null, params: IssueParams = {}): RosterIssue {
  const severity: IssueSeverity = Object.hasOwn(ROSTER_WARNING_MESSAGES, code) ? 'warning' : 'error';
  return { code, severity, rule, params, unit };
}

/** The roster issue as the player reads it: its sentence, after 'Warning: ' for a warning. */
export function rosterIssueText(issue: Pick<RosterIssue, 'code' | 'severity' | 'params'>): string {
  return withSeverityLabel(issue.severity, fillMessage(ROSTER_MESSAGES[issue.code], issue.params));
}
