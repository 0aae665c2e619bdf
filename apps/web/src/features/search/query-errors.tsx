// Why a query could not be read: the parser's message above the query with the
// offending parts underlined (errors carry [start, end) offsets).
import type { QueryError, SearchFallback } from '@scrolldex/rules';
import { TriangleAlert } from 'lucide-react';

import styles from './query-errors.module.css';

type Segment = { text: string; marked: boolean };

/** The query cut into plain and marked runs; an empty range marks the gap at its place (a space). */
export function markQuery(query: string, errors: readonly QueryError[]): Segment[] {
  // One flag per character, plus one for the end of the query.
  const marked = new Array<boolean>(query.length + 1).fill(false);
  for (const { start, end } of errors) {
    const from = Math.min(Math.max(start, 0), query.length);
    const to = Math.min(Math.max(end, from + 1), query.length + 1);
    for (let at = from; at < to; at++) marked[at] = true;
  }
  const segments: Segment[] = [];
  const chars = marked[query.length] ? `${query} ` : query;
  for (let at = 0; at < chars.length; at++) {
    const last = segments.at(-1);
    if (last && last.marked === marked[at]) last.text += chars[at];
    else segments.push({ text: chars[at]!, marked: marked[at]! });
  }
  return segments;
}

export function QueryErrors({ query, fallback, errors }: { query: string; fallback: SearchFallback; errors: readonly QueryError[] }) {
  return (
    <div className={styles.box} role="alert">
      <p className={styles.message}>
        <TriangleAlert size={16} aria-hidden="true" className={styles.icon} />
        {fallback.message}
      </p>
      {errors.length > 0 && (
        <>
          <p className={styles.query} aria-label={`Query with errors: ${query}`}>
            {markQuery(query, errors).map((segment, index) =>
              segment.marked ? (
                <mark key={index} className={styles.mark}>
                  {segment.text}
                </mark>
              ) : (
                <span key={index}>{segment.text}</span>
              ),
            )}
          </p>
          {errors.length > 1 && (
            <ul className={styles.list}>
              {errors.map((error) => (
                <li key={`${error.code}-${error.start}`}>
                  {error.message} (at {error.start + 1})
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
