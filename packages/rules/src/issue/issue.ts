import { MESSAGES, WARNING_MESSAGES, type IssueCode } from './messages.js';

export type IssueSeverity = 'error' | 'warning';
export type IssueParams = Readonly<Record<string, string | number>>;

/** A rule family and rule, 'family/kebab-name'. */
export type RuleId = `${string}/${string}`;

export type Issue = {
  code: IssueCode;
  /** What every consumer reads to tell warnings from errors; never the message. */
  severity: IssueSeverity;
  rule: RuleId;
  /** What the sentence names (a unit, a cap); the sentence itself is issueText's, never stored on the issue. */
  params: IssueParams;
};

/** A code's severity is the message table it is written in. */
export function issueSeverity(code: IssueCode): IssueSeverity {
  return Object.hasOwn(WARNING_MESSAGES, code) ? 'warning' : 'error';
}

/** A message's `{name}` placeholders filled from the params (a missing one stays as written). */
export function fillMessage(template: string, params: IssueParams): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) => (key in params ? String(params[key]) : placeholder));
}

/** The sentence of a code with its params filled in, without the 'Warning: ' label. */
export function formatMessage(code: IssueCode, params: IssueParams): string {
  return fillMessage(MESSAGES[code], params);
}

/** A sentence as the player reads it: after 'Warning: ' for a warning. */
export function withSeverityLabel(severity: IssueSeverity, sentence: string): string {
  return severity === 'warning' ? `Warning: ${sentence}` : sentence;
}

/** The issue as the player reads it, in every place that writes it out (the CLI's report, the web's lists): the sentence, after 'Warning: ' for a warning. */
export function issueText(issue: Pick<Issue, 'code' | 'severity' | 'params'>): string {
  return withSeverityLabel(issue.severity, formatMessage(issue.code, issue.params));
}

export function makeIssue(code: IssueCode, rule: RuleId, params: IssueParams = {}): Issue {
  return { code, severity: issueSeverity(code), rule, params };
}
