// The Lists tab ('Your Lists'): the saved lists arrive with list building;
// until a list exists it says so.
import { EmptyState } from '../../ui/empty-state';
import styles from './lists-tab.module.css';

export function ListsTab() {
  return (
    <section aria-labelledby="your-lists" className={styles.lists}>
      <h2 id="your-lists" className={styles.heading}>
        Your Lists
      </h2>
      <EmptyState title="You have no saved lists yet.">Lists you build or import are kept here, on this device.</EmptyState>
    </section>
  );
}
