// The lines of a pasted list that did not make it into the list, each with
// its line number, its text and the importer's reason.
import type { UnplacedLine } from '@scrolldex/rules';
import { CircleCheck, TriangleAlert } from 'lucide-react';

import styles from './unplaced-lines.module.css';

export function UnplacedLines({ lines }: { lines: readonly UnplacedLine[] }) {
  if (lines.length === 0) {
    return (
      <p className={styles.allRead}>
        <CircleCheck size={18} aria-hidden="true" />
        Every line of the text was imported.
      </p>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="unplaced-heading">
      <h3 id="unplaced-heading" className={styles.heading}>
        <TriangleAlert size={18} aria-hidden="true" />
        {lines.length === 1 ? '1 line not imported' : `${lines.length} lines not imported`}
      </h3>
      <ul className={styles.list}>
        {lines.map((line) => (
          <li key={`${line.line}-${line.start}-${line.text}`} className={styles.item}>
            <span className={styles.number}>Line {line.line}</span>
            <code className={styles.text}>{line.text}</code>
            <span className={styles.reason}>{line.reason}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
