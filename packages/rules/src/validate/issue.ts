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

/** The sentence of a code with its params filled in, without the 'Warning: ' label. */
export function formatMessage(code: IssueCode, params: IssueParams): string {
  return MESSAGES[code].replace(/\{(\w+)\}/g, (placeholder, key: string) => (key in params ? String(params[key]) : placeholder));
}

/** The issue as the player reads it, in every place that writes it out (the CLI's report, the web's lists): the sentence, after 'Warning: ' for a warning. */
export function issueText(issue: Pick<Issue, 'code' | 'severity' | 'params'>): string {
  const sentence = formatMessage(issue.code, issue.params);
  return issue.severity === 'warning' ? `Warning: ${sentence}` : sentence;
}

export function makeIssue(code: IssueCode, rule: RuleId, params: IssueParams = {}): Issue {
  return { code, severity: issueSeverity(code), rule, params };
}
