/**
 * Every validation message in one table, in the spec's words where it gives
 * them. `{name}` placeholders are filled from the issue's params. Warnings
 * start with 'Warning:'; everything else is an error.
 */
export const MESSAGES = {
  POINTS_OVER_CAP: 'List exceeds {cap} points ({total} points).',
} as const;

export type IssueCode = keyof typeof MESSAGES;
