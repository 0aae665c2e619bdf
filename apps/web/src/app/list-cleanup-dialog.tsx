// Tells the player what new game data changed in their saved lists: what the
// cleaning step took out after a game-data update, and, for a list pinned to a
// branch that moved on, its points and the costs that changed too. Per list,
// each change as the engine words it.
import { useAtom } from 'jotai';

import type { ListCleanupReport } from '../data/list-data-cleanup';
import { listCleanupReportsAtom } from '../state/list-cleanup';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import styles from './list-cleanup-dialog.module.css';

function description(reports: readonly ListCleanupReport[]): string {
  const branches = [...new Set(reports.flatMap((report) => (report.branch ? [report.branch.ref] : [])))];
  if (branches.length > 0) return `New game data for ${branches.join(', ')}. What changed in your lists:`;
  return reports.length === 1
    ? 'One of your lists had choices the new game data no longer has. They were removed:'
    : `${reports.length} of your lists had choices the new game data no longer has. They were removed:`;
}

export function ListCleanupDialog() {
  const [reports, setReports] = useAtom(listCleanupReportsAtom);
  const close = () => setReports([]);
  return (
    <Dialog
      open={reports.length > 0}
      onOpenChange={(open) => !open && close()}
      title="Game Data Updated"
      description={description(reports)}
      size="md"
      footer={
        <Button variant="primary" onClick={close}>
          OK
        </Button>
      }
    >
      <div className={styles.reports}>
        {reports.map((report) => {
          const changes = [...report.removals, ...(report.branch?.pointsChanges ?? [])];
          return (
            <section key={report.listId} aria-label={report.listName}>
              <h3 className={styles.name}>{report.listName}</h3>
              {report.branch && (
                <p className={styles.points}>
                  Points: <span className="tabular">{report.branch.points.from}</span> → <span className="tabular">{report.branch.points.to}</span>
                </p>
              )}
              {changes.length === 0 ? (
                <p className={styles.none}>Nothing in this list changed.</p>
              ) : (
                <ul className={styles.removals}>
                  {changes.map((change, index) => (
                    <li key={index}>{change}</li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </Dialog>
  );
}
