// 'List Issues': the errors and warnings of one list, each
// with its one-tap fixes, and first, when a rule failed, that the list could
// not be fully checked (never 'valid'). A fix is applied as the engine's edit through
// useListEdit, the same path as every builder edit, so it is refused on a
// locked list and the list is revalidated and saved.
import { issueText } from '@scrolldex/rules';
import { CircleQuestionMark, Wrench } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';

import { useToast } from '../../shared/use-toast';
import { useList, useListEdit } from '../../state/lists';
import { useGameDataOf } from '../../state/release-data';
import { useUndoToast } from '../../shared/use-undo-toast';
import { Button } from '../../ui/button';
import { IssueGroup, IssueItem } from '../../ui/issue-group';
import { Sheet } from '../../ui/sheet';
import { Spinner } from '../../ui/spinner';
import { logFailedRules, notFullyCheckedSentence } from '../../shared/failed-rules';
import { listIssues, type IssueWithFixes } from './list-issues';
import styles from '../../shared/issues-dialog.module.css';

/** Fix buttons shown before 'Show N more fixes' (a missing card has a dozen candidates). */
const FIRST_FIXES = 3;

type ListIssuesDialogProps = { listId: string; open: boolean; onOpenChange: (open: boolean) => void };

export function ListIssuesDialog({ listId, open, onOpenChange }: ListIssuesDialogProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="List Issues" footer={<Button onClick={() => onOpenChange(false)}>Close</Button>}>
      {open && <IssuesBody listId={listId} />}
    </Sheet>
  );
}

function IssuesBody({ listId }: { listId: string }) {
  const list = useList(listId);
  const { data } = useGameDataOf(list?.dataRef ?? null, list ? list.faction : undefined);
  const issues = useMemo(() => (list && data ? listIssues(list, data) : null), [list, data]);
  useEffect(() => {
    if (issues) logFailedRules(issues.failedRules);
  }, [issues]);
  if (!list) return <p className={styles.note}>This list no longer exists.</p>;
  if (!issues) return <Spinner variant="block" label="Loading game data…" />;
  const unchecked = issues.failedRules.length > 0;
  if (issues.errors.length === 0 && issues.warnings.length === 0 && !unchecked) return <p className={styles.note}>No issues: the list is valid.</p>;
  return (
    <div className={styles.groups}>
      {unchecked && (
        <p role="alert" className={styles.unchecked}>
          <CircleQuestionMark size={18} aria-hidden="true" />
          {notFullyCheckedSentence(issues.failedRules)}
        </p>
      )}
      {list.locked && <p className={styles.note}>The list is locked: unlock it in its settings to use the fixes.</p>}
      <IssueList title="Errors" tone="error" items={issues.errors} listId={listId} />
      <IssueList title="Warnings" tone="warning" items={issues.warnings} listId={listId} />
    </div>
  );
}

function IssueList({ title, tone, items, listId }: { title: string; tone: 'error' | 'warning'; items: IssueWithFixes[]; listId: string }) {
  return (
    <IssueGroup title={title} tone={tone} count={items.length}>
      {items.map(({ issue, fixes }, index) => (
        <IssueItem key={`${issue.code}-${index}`} message={issueText(issue)}>
          {fixes.length > 0 && <FixButtons listId={listId} fixes={fixes} />}
        </IssueItem>
      ))}
    </IssueGroup>
  );
}

function moreLabel(hidden: number): string {
  return `Show ${hidden} more ${hidden === 1 ? 'fix' : 'fixes'}`;
}

function FixButtons({ listId, fixes }: { listId: string; fixes: IssueWithFixes['fixes'] }) {
  const edit = useListEdit(listId);
  const toast = useToast();
  const undoToast = useUndoToast(listId);
  const [all, setAll] = useState(false);
  const shown = all ? fixes : fixes.slice(0, FIRST_FIXES);
  return (
    <div className={styles.fixes}>
      {shown.map((fix) => (
        <Button
          key={fix.label}
          size="sm"
          icon={<Wrench size={14} aria-hidden="true" />}
          className={styles.fix}
          onClick={() => {
            const refused = edit(fix.apply);
            if (refused) toast(refused.message, 'error');
            else undoToast('Fixed!');
          }}
        >
          {fix.label}
        </Button>
      ))}
      {fixes.length > shown.length && (
        <Button size="sm" variant="ghost" onClick={() => setAll(true)}>
          {moreLabel(fixes.length - shown.length)}
        </Button>
      )}
    </div>
  );
}
