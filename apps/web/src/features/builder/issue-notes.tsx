// The issues of one place in the builder (a unit row, a regiment card, a
// section or the list), each with up to two one-tap fixes; more fixes, and
// every other issue, are in List Issues.
import { formatMessage, type IssueNote } from '@scrolldex/rules';
import { CircleAlert, TriangleAlert, Wrench } from 'lucide-react';
import { memo } from 'react';

import { Button } from '../../ui/button';
import { useBuilder } from './builder-context';
import styles from './issue-notes.module.css';

const SHOWN_FIXES = 2;

export const IssueNotes = memo(function IssueNotes({ notes }: { notes: readonly IssueNote[] }) {
  if (notes.length === 0) return null;
  return (
    <ul className={styles.notes}>
      {notes.map((note, index) => (
        <IssueNoteItem key={`${note.issue.code}-${index}`} note={note} />
      ))}
    </ul>
  );
});

function IssueNoteItem({ note: { issue, fixes } }: { note: IssueNote }) {
  const { locked, editOrToast, undoToast, openIssues } = useBuilder();
  const error = issue.severity === 'error';
  const Icon = error ? CircleAlert : TriangleAlert;
  // The icon and the hidden label say which it is; the row shows the sentence alone.
  const message = formatMessage(issue.code, issue.params);
  const usable = locked ? [] : fixes;
  return (
    <li className={[styles.note, error ? styles.error : styles.warning].join(' ')}>
      <p className={styles.message}>
        <Icon size={16} aria-hidden="true" className={styles.icon} />
        <span>
          <span className="visually-hidden">{error ? 'Error: ' : 'Warning: '}</span>
          {message}
        </span>
      </p>
      {usable.length > 0 && (
        <div className={styles.fixes}>
          {usable.slice(0, SHOWN_FIXES).map((fix) => (
            <Button
              key={fix.label}
              size="sm"
              icon={<Wrench size={14} aria-hidden="true" />}
              onClick={() => {
                if (editOrToast(fix.apply)) undoToast('Fixed!');
              }}
            >
              {fix.label}
            </Button>
          ))}
          {usable.length > SHOWN_FIXES && (
            <Button size="sm" variant="ghost" onClick={openIssues}>
              {usable.length - SHOWN_FIXES} more fixes
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
