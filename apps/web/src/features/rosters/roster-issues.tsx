// A roster's errors and warnings, each with its one-tap fixes, in the look of
// a list's issues (the same styles): a fix is the engine's roster edit.
import { suggestRosterFixes, type CampaignRoster, type GameData, type RosterEdit, type RosterIssue } from '@scrolldex/rules';
import { CircleAlert, TriangleAlert, Wrench } from 'lucide-react';

import { useToast } from '../../app/use-toast';
import { Button } from '../../ui/button';
import styles from '../lists/list-issues-dialog.module.css';

type Props = { roster: CampaignRoster; data: GameData; issues: readonly RosterIssue[]; onEdit: (edit: RosterEdit) => void };

export function RosterIssues({ roster, data, issues, onEdit }: Props) {
  if (issues.length === 0) return null;
  const errors = issues.filter((issue) => issue.severity === 'error');
  const warnings = issues.filter((issue) => issue.severity === 'warning');
  return (
    <div className={styles.groups}>
      <IssueGroup title="Errors" tone="error" items={errors} roster={roster} data={data} onEdit={onEdit} />
      <IssueGroup title="Warnings" tone="warning" items={warnings} roster={roster} data={data} onEdit={onEdit} />
    </div>
  );
}

type GroupProps = Omit<Props, 'issues'> & { title: string; tone: 'error' | 'warning'; items: readonly RosterIssue[] };

function IssueGroup({ title, tone, items, roster, data, onEdit }: GroupProps) {
  const toast = useToast();
  if (items.length === 0) return null;
  const Icon = tone === 'error' ? CircleAlert : TriangleAlert;
  return (
    <section aria-label={title} className={styles.group}>
      <h3 className={[styles.heading, styles[tone]].join(' ')}>
        <Icon size={16} aria-hidden="true" />
        {title} ({items.length})
      </h3>
      <ul className={styles.items}>
        {items.map((issue, index) => {
          const fixes = suggestRosterFixes(roster, issue, data);
          return (
            <li key={`${issue.code}-${issue.unit ?? ''}-${index}`} className={styles.item}>
              <p className={styles.message}>{issue.message}</p>
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
            </li>
          );
        })}
      </ul>
    </section>
  );
}
