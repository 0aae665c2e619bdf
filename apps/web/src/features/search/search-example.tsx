// An example query of the search reference: a button that opens the search
// overlay with it.
import { useSetAtom } from 'jotai';
import { Search } from 'lucide-react';

import { searchOpenAtom, searchSeedAtom } from '../../state/ui';
import styles from './search-example.module.css';

export function SearchExample({ query, description }: { query: string; description: string }) {
  const setSeed = useSetAtom(searchSeedAtom);
  const setOpen = useSetAtom(searchOpenAtom);
  const open = () => {
    setSeed(query);
    setOpen(true);
  };
  return (
    <li className={styles.example}>
      <button type="button" className={styles.button} onClick={open} aria-label={`Search for ${query}`}>
        <Search size={14} aria-hidden="true" />
        <code>{query}</code>
      </button>
      <span className={styles.description}>{description}</span>
    </li>
  );
}
