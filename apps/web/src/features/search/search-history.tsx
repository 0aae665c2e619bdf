// What an empty search input shows: the recent queries, newest first, or a
// hint of what can be searched.
import { History } from 'lucide-react';

import headingStyles from './group-heading.module.css';
import styles from './search-history.module.css';

type Props = { history: readonly string[]; onPick: (query: string) => void; onHelp: () => void };

export function SearchHistory({ history, onPick, onHelp }: Props) {
  if (history.length === 0) {
    return (
      <div className={styles.hint}>
        <p>
          Type a name: a unit, ability, command, rule, lore or battle tactic. An army's short name narrows it (sce liberators). Or filter: k:hero a:sce
          move&gt;=10.
        </p>
        <button type="button" className={styles.link} onClick={onHelp}>
          See every filter in the search reference
        </button>
      </div>
    );
  }
  return (
    <section className={styles.history} aria-labelledby="search-history-title">
      <h2 id="search-history-title" className={headingStyles.heading}>
        Recent searches
      </h2>
      <ul className={styles.list}>
        {history.map((query) => (
          <li key={query}>
            <button type="button" className={styles.item} onClick={() => onPick(query)}>
              <History size={16} aria-hidden="true" className={styles.icon} />
              <span className={styles.query}>{query}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
