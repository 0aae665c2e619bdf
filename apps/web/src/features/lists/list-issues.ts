// What the List Issues sheet shows: the list's issues from the engine, each
// with the one-tap fixes the engine offers for its kind (a kind's fixes go
// with its first issue, so a fix is never offered twice), and the rules that
// failed to run.
import { suggestFixes, validateList, type ArmyList, type Fix, type GameData, type Issue } from '@scrolldex/rules';

import type { FailedRules } from '../../shared/failed-rules';

export type IssueWithFixes = { issue: Issue; fixes: Fix[] };

export type ListIssues = { errors: IssueWithFixes[]; warnings: IssueWithFixes[]; failedRules: FailedRules };

export function listIssues(list: ArmyList, data: GameData): ListIssues {
  const { issues, failedRules } = validateList(list, data);
  const fixes = suggestFixes(list, data, issues);
  const offered = new Set<string>();
  const withFixes = issues.map((issue) => {
    if (offered.has(issue.code)) return { issue, fixes: [] };
    offered.add(issue.code);
    return { issue, fixes: fixes.filter((fix) => fix.issueCode === issue.code) };
  });
  return {
    errors: withFixes.filter(({ issue }) => issue.severity === 'error'),
    warnings: withFixes.filter(({ issue }) => issue.severity === 'warning'),
    failedRules,
  };
}
