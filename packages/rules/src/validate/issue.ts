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
  params: IssueParams;
  /** The message as the player reads it: the sentence, after 'Warning: ' for a warning. */
  message: string;
};

/** A code's severity is the message table it is written in. */
export function issueSeverity(code: IssueCode): IssueSeverity {
  return Object.hasOwn(WARNING_MESSAGES, code) ? 'warning' : 'error';
}

/** The sentence of a code with its params filled in, without the 'Warning: ' label. */
export function formatMessage(code: IssueCode, params: IssueParams): string {
  return MESSAGES[code].replace(/\{(\w+)\}/g, (placeholder, key: string) => (key in params ? String(params[key]) : placeholder));
}

export function makeIssue(code: IssueCode, rule: RuleId, params: IssueParams = {}): Issue {
  const severity = issueSeverity(code);
  const sentence = formatMessage(code, params);
  return { code, severity, rule, params, message: severity === 'warning' ? `Warning: ${sentence}` : sentence };
}
