// The overlay's results: groups of rows, each row a link to where the result
// is shown; abilities sit under their source. The input keeps the focus, the
// active row is the one the arrow keys reached.
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';

import { Badge } from '../../ui/badge';
import { InlineRulesText } from '../abilities';
import { describeMatch } from './describe-match';
import type { ResultGroup, ResultRow } from './group-search-hits';
import { searchRouteLink } from './search-route';
import headingStyles from './group-heading.module.css';
import styles from './search-results.module.css';

export const RESULTS_ID = 'search-results';

export function rowElementId(row: ResultRow): string {
  return `search-row-${row.id}`;
}

type Props = { groups: readonly ResultGroup[]; activeId: string | null; onOpen: () => void };

export function SearchResults({ groups, activeId, onOpen }: Props) {
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);
  return (
    <div id={RESULTS_ID} role="listbox" aria-label="Search results" className={styles.list}>
      {groups.map((group) => (
        <div key={group.id} role="group" aria-labelledby={`search-group-${group.id}`} className={styles.group}>
          <h2 id={`search-group-${group.id}`} className={headingStyles.heading} role="presentation">
            {group.title}
          </h2>
          {group.items.map(({ source, abilities }) => (
            <div key={source.id} className={styles.item}>
              <ResultLink row={source} activeId={activeId} onOpen={onOpen} />
              {abilities.map((row) => (
                <ResultLink key={row.id} row={row} activeId={activeId} onOpen={onOpen} />
              ))}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

function ResultLink({ row, activeId, onOpen }: { row: ResultRow; activeId: string | null; onOpen: () => void }) {
  const id = rowElementId(row);
  const { doc, ability } = row;
  const className = [styles.row, ability ? styles.ability : '', id === activeId ? styles.active : ''].join(' ');
  return (
    <Link {...searchRouteLink(doc.route)} id={id} role="option" aria-selected={id === activeId} className={className} onClick={onOpen} tabIndex={-1}>
      {ability ? (
        <>
          <span className={[styles.phase, styles[`phase-${ability.color}`]].join(' ')} aria-hidden="true" />
          <span className={styles.main}>
            <span className={styles.name}>{ability.name}</span>
            <span className={styles.meta}>
              <InlineRulesText text={ability.timing} />
            </span>
          </span>
        </>
      ) : (
        <>
          <span className={styles.main}>
            <span className={styles.name}>
              {doc.name}
              {doc.legends && (
                <Badge tone="legends" className={styles.badge}>
                  Legends
                </Badge>
              )}
            </span>
            <span className={styles.meta}>{[doc.detail, doc.armyName].filter(Boolean).join(' · ')}</span>
            {row.reasons.length > 0 && <span className={styles.why}>{row.reasons.map(describeMatch).join(' · ')}</span>}
          </span>
          {doc.points !== null && <span className={styles.points}>{doc.points} pts</span>}
        </>
      )}
    </Link>
  );
}
