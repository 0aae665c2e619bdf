import type { IssueParams, IssueSeverity, RuleId } from '../validate/issue.js';
import { ROSTER_MESSAGES, ROSTER_WARNING_MESSAGES, type RosterIssueCode } from './roster-messages.js';

/** A roster issue, in the shape of a list's: code, severity, rule, params, message; and the roster unit it is about. */
export type RosterIssue = {
  code: RosterIssueCode;
  severity: IssueSeverity;
  rule: RuleId;
  params: IssueParams;
  message: string;
  /** The roster unit id it is about; null for the roster as a whole. */
  unit: string | null;
};

export function makeRosterIssue(code: RosterIssueCode, rule: RuleId, unit: string | null, params: IssueParams = {}): RosterIssue {
  const severity: IssueSeverity = Object.hasOwn(ROSTER_WARNING_MESSAGES, code) ? 'warning' : 'error';
  const sentence = ROSTER_MESSAGES[code].replace(/\{(\w+)\}/g, (placeholder, key: string) => (key in params ? String(params[key]) : placeholder));
  return { code, severity, rule, params, unit, message: severity === 'warning' ? `Warning: ${sentence}` : sentence };
}
