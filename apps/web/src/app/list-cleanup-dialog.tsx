// Tells the player what the cleaning step took out of their saved lists after
// a game-data update: per list, each removal as the engine words it.
import { useAtom } from 'jotai';

import { listCleanupReportsAtom } from '../state/list-cleanup';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import styles from './list-cleanup-dialog.module.css';

export function ListCleanupDialog() {
  const [reports, setReports] = useAtom(listCleanupReportsAtom);
  const close = () => setReports([]);
  return (
    <Dialog
      open={reports.length > 0}
      onOpenChange={(open) => !open && close()}
      title="Game Data Updated"
      description={
        reports.length === 1
          ? 'One of your lists had choices the new game data no longer has. They were removed:'
          : `${reports.length} of your lists had choices the new game data no longer has. They were removed:`
      }
      size="md"
      footer={
        <Button variant="primary" onClick={close}>
          OK
        </Button>
      }
    >
      <div className={styles.reports}>
        {reports.map((report) => (
          <section key={report.listId} aria-label={report.listName}>
            <h3 className={styles.name}>{report.listName}</h3>
            <ul className={styles.removals}>
              {report.removals.map((removal, index) => (
                <li key={index}>{removal}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
