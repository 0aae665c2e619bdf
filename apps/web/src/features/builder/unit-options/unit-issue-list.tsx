// The unit's own validation issues, as the builder places them on its row
// (the engine's placeIssues), each with the one-tap fixes that act there.
import { issueText, type IssueNote, type ListEdit } from '@scrolldex/rules';
import { AlertTriangle, CircleAlert, Wrench } from 'lucide-react';

import { Button } from '../../../ui/button';
import styles from './unit-options-sheet.module.css';

type Props = { notes: readonly IssueNote[]; onFix: (edit: ListEdit) => void; disabled: boolean };

export function UnitIssueList({ notes, onFix, disabled }: Props) {
  if (notes.length === 0) return null;
  return (
    <ul className={styles.issueList} aria-label="Issues of this unit">
      {notes.map(({ issue, fixes }) => (
        <li key={`${issue.code}|${issueText(issue)}`} className={issue.severity === 'error' ? styles.error : styles.warning}>
          <p className={styles.issueText}>
            {issue.severity === 'error' ? <CircleAlert size={16} aria-label="Error" /> : <AlertTriangle size={16} aria-label="Warning" />}
            <span>{issueText(issue)}</span>
          </p>
          {!disabled && fixes.length > 0 && (
            <div className={styles.fixes}>
              {fixes.map((fix) => (
                <Button key={fix.label} size="sm" icon={<Wrench size={14} />} onClick={() => onFix(fix.apply)}>
                  {fix.label}
                </Button>
              ))}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
