// The global search overlay: a query box over the whole game
// data, rules and FAQ, the history when the box is empty, results grouped by
// kind, the parser's error above fuzzy matches, arrow keys and Enter.
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { CircleHelp, Search, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState, type KeyboardEvent } from 'react';

import { heldGameDataAtom } from '../../state/game-data';
import { searchHistoryAtom } from '../../state/search';
import { showLegendsAtom } from '../../state/settings';
import { searchOpenAtom } from '../../state/ui';
import { Button, IconButton } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { TopSheet } from '../../ui/top-sheet';
import { flattenResultGroups, groupSearchHits } from './group-search-hits';
import { QueryErrors } from './query-errors';
import { SearchHistory } from './search-history';
import styles from './search-overlay.module.css';
import { RESULTS_ID, rowElementId, SearchResults } from './search-results';
import { searchRouteLink } from './search-route';
import { useOverlaySearch } from './use-overlay-search';
import { useWorkerSearch } from './use-worker-search';

/** Rows drawn at first; more on request, so a one-letter query stays quick. */
export const RESULT_PAGE_SIZE = 100;

export function SearchOverlay() {
  const setOpen = useSetAtom(searchOpenAtom);
  const close = useCallback(() => setOpen(false), [setOpen]);
  const navigate = useNavigate();
  const { text, setText, query, submit, repeat } = useOverlaySearch();
  const history = useAtomValue(searchHistoryAtom);
  const held = useAtomValue(heldGameDataAtom);
  const showLegends = useAtomValue(showLegendsAtom);
  const [limit, setLimit] = useState(RESULT_PAGE_SIZE);
  const [active, setActive] = useState(-1);

  const { result, error } = useWorkerSearch(query, showLegends, limit);
  const groups = useMemo(() => groupSearchHits(result?.hits ?? []), [result]);
  const rows = useMemo(() => flattenResultGroups(groups), [groups]);
  useEffect(() => setLimit(RESULT_PAGE_SIZE), [query]);
  useEffect(() => setActive(-1), [rows]);

  const help = () => {
    close();
    void navigate({ to: '/search' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => Math.min(Math.max(current + step, -1), rows.length - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const row = rows[active];
      if (row) {
        close();
        void navigate(searchRouteLink(row.doc.route));
      } else submit();
    }
  };

  const blank = text.trim() === '';
  const activeRow = rows[active];
  return (
    <TopSheet open onOpenChange={(open) => !open && close()} label="Search">
      <div className={styles.bar}>
        <Search size={20} aria-hidden="true" className={styles.searchIcon} />
        <input
          className={styles.input}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Search..."
          aria-label="Search"
          role="combobox"
          aria-expanded={rows.length > 0}
          aria-controls={RESULTS_ID}
          aria-autocomplete="list"
          aria-activedescendant={activeRow ? rowElementId(activeRow) : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
        />
        <IconButton label="Search help" onClick={help}>
          <CircleHelp size={20} />
        </IconButton>
        <IconButton label="Close search" onClick={close}>
          <X size={20} />
        </IconButton>
      </div>
      <div className={styles.body}>
        {blank ? (
          <SearchHistory history={history} onPick={repeat} onHelp={help} />
        ) : !held ? (
          <Spinner variant="block" label="Loading game data..." />
        ) : error ? (
          <div className={styles.empty}>
            <EmptyState title="Search could not run">{error}</EmptyState>
          </div>
        ) : !result ? (
          <Spinner variant="block" label="Preparing search..." />
        ) : result.mode === 'empty' ? null : (
          <>
            {result.fallback && <QueryErrors query={result.query} fallback={result.fallback} errors={result.errors} />}
            <p className={styles.count} aria-live="polite">
              {result.total === 1 ? '1 result' : `${result.total} results`}
            </p>
            {result.total === 0 ? (
              <div className={styles.empty}>
                <EmptyState title="No results">Try fewer words, or check the search reference for the filters.</EmptyState>
              </div>
            ) : (
              <SearchResults groups={groups} activeId={activeRow ? rowElementId(activeRow) : null} onOpen={close} />
            )}
            {result.total > result.hits.length && (
              <div className={styles.more}>
                <Button onClick={() => setLimit((shown) => shown + RESULT_PAGE_SIZE)}>Show more results ({result.total - result.hits.length} more)</Button>
              </div>
            )}
          </>
        )}
      </div>
    </TopSheet>
  );
}
