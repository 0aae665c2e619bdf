import { MESSAGES, type IssueCode } from './messages.js';

export type IssueSeverity = 'error' | 'warning';
export type IssueParams = Readonly<Record<string, string | number>>;

/** A rule family and rule, 'family/kebab-name'. */
export type RuleId = `${string}/${string}`;

export type Issue = {
  code: IssueCode;
  severity: IssueSeverity;
  rule: RuleId;
  params: IssueParams;
  /** The message as the player reads it ('Warning: ...' for warnings). */
  message: string;
};

const WARNING_PREFIX = 'Warning:';
const ERROR_PREFIX = /^Error:\s*/;

export function formatMessage(code: IssueCode, params: IssueParams): string {
  return MESSAGES[code].replace(/\{(\w+)\}/g, (placeholder, key: string) =>
    key in params ? String(params[key]) : placeholder,
  );
}

/** Messages starting 'Warning:' are warnings; an 'Error:' prefix is dropped. */
export function makeIssue(code: IssueCode, rule: RuleId, params: IssueParams = {}): Issue {
  const text = formatMessage(code, params);
  const severity: IssueSeverity = text.startsWith(WARNING_PREFIX) ? 'warning' : 'error';
  return { code, severity, rule, params, message: text.replace(ERROR_PREFIX, '') };
}
