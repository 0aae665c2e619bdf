// The filter row of browse screens: text, a favourites toggle and an alpha/points sort.
import { ArrowDownAZ, ArrowDown01, Star, X } from 'lucide-react';

import { IconButton } from './button';
import styles from './filter-bar.module.css';

export type SortMode = 'alpha' | 'points';

type FilterBarProps = {
  query: string;
  onQueryChange: (query: string) => void;
  placeholder: string;
  favouritesOnly?: boolean;
  onFavouritesOnlyChange?: (value: boolean) => void;
  sort?: SortMode;
  onSortChange?: (sort: SortMode) => void;
};

export function FilterBar({ query, onQueryChange, placeholder, favouritesOnly, onFavouritesOnlyChange, sort, onSortChange }: FilterBarProps) {
  return (
    <div className={styles.bar}>
      <div className={styles.field}>
        <input
          type="search"
          className={styles.input}
          value={query}
          placeholder={placeholder}
          aria-label={placeholder}
          onChange={(event) => onQueryChange(event.target.value)}
        />
        {query && (
          <button type="button" className={styles.clear} aria-label="Clear filter" onClick={() => onQueryChange('')}>
            <X size={16} />
          </button>
        )}
      </div>
      {onFavouritesOnlyChange && (
        <IconButton
          label={favouritesOnly ? 'Show all' : 'Show favourites only'}
          pressed={favouritesOnly}
          onClick={() => onFavouritesOnlyChange(!favouritesOnly)}
        >
          <Star size={20} fill={favouritesOnly ? 'currentColor' : 'none'} />
        </IconButton>
      )}
      {onSortChange && sort && (
        <IconButton
          label={sort === 'alpha' ? 'Sorted by name: sort by points' : 'Sorted by points: sort by name'}
          onClick={() => onSortChange(sort === 'alpha' ? 'points' : 'alpha')}
        >
          {sort === 'alpha' ? <ArrowDownAZ size={20} /> : <ArrowDown01 size={20} />}
        </IconButton>
      )}
    </div>
  );
}
