// A roster's errors and warnings, each with its one-tap fixes, in the look of
// a list's issues (ui/issue-group, the fixes styled as a list's): a fix is the engine's roster edit.
import { rosterIssueText, suggestRosterFixes, type CampaignRoster, type GameData, type RosterEdit, type RosterIssue } from '@scrolldex/rules';
import { Wrench } from 'lucide-react';

import { useToast } from '../../shared/use-toast';
import { Button } from '../../ui/button';
import { IssueGroup, IssueItem } from '../../ui/issue-group';
import styles from '../../shared/issues-dialog.module.css';

type Props = { roster: CampaignRoster; data: GameData; issues: readonly RosterIssue[]; onEdit: (edit: RosterEdit) => void };

export function RosterIssues({ roster, data, issues, onEdit }: Props) {
  if (issues.length === 0) return null;
  const errors = issues.filter((issue) => issue.severity === 'error');
  const warnings = issues.filter((issue) => issue.severity === 'warning');
  return (
    <div className={styles.groups}>
      <IssueList title="Errors" tone="error" items={errors} roster={roster} data={data} onEdit={onEdit} />
      <IssueList title="Warnings" tone="warning" items={warnings} roster={roster} data={data} onEdit={onEdit} />
    </div>
  );
}

type GroupProps = Omit<Props, 'issues'> & { title: string; tone: 'error' | 'warning'; items: readonly RosterIssue[] };

function IssueList({ title, tone, items, roster, data, onEdit }: GroupProps) {
  const toast = useToast();
  return (
    <IssueGroup title={title} tone={tone} count={items.length}>
      {items.map((issue, index) => {
        const fixes = suggestRosterFixes(roster, issue, data);
        return (
          <IssueItem key={`${issue.code}-${issue.unit ?? ''}-${index}`} message={rosterIssueText(issue)}>
            {fixes.length > 0 && (
              <div className={styles.fixes}>
                {fixes.map((fix) => (
                  <Button
                    key={fix.label}
                    size="sm"
                    icon={<Wrench size={14} aria-hidden="true" />}
                    className={styles.fix}
                    onClick={() => {
                      onEdit(fix.apply);
                      toast('Fixed!');
                    }}
                  >
                    {fix.label}
                  </Button>
                ))}
              </div>
            )}
          </IssueItem>
        );
      })}
    </IssueGroup>
  );
}
