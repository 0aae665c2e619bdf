// The lines the importer placed only after a change the player should see:
// a name matched approximately ('Monsta-killaz' as 'Kruleboyz Monsta-killaz')
// or a player's note left out of a line. Nothing is dropped silently.
import type { ApproximateMatch, IgnoredNote } from '@scrolldex/rules';
import { Info } from 'lucide-react';

import styles from './unplaced-lines.module.css';

type Change = { line: number; text: string; detail: string };

function changesOf(approximate: readonly ApproximateMatch[], notes: readonly IgnoredNote[]): Change[] {
  const changes = [
    ...approximate.map((match) => ({ line: match.line, text: match.text, detail: `Read as '${match.matched}'.` })),
    ...notes.map((note) => ({ line: note.line, text: note.note, detail: note.message })),
  ];
  return changes.sort((a, b) => a.line - b.line);
}

export function ReadWithChanges({ approximate, notes }: { approximate: readonly ApproximateMatch[]; notes: readonly IgnoredNote[] }) {
  const changes = changesOf(approximate, notes);
  if (changes.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="read-with-changes-heading">
      <h3 id="read-with-changes-heading" className={`${styles.heading} ${styles.infoHeading}`}>
        <Info size={18} aria-hidden="true" />
        {changes.length === 1 ? '1 line read with a change' : `${changes.length} lines read with a change`}
      </h3>
      <ul className={styles.list}>
        {changes.map((change) => (
          <li key={`${change.line}-${change.text}`} className={`${styles.item} ${styles.infoItem}`}>
            <span className={`${styles.number} ${styles.infoNumber}`}>Line {change.line}</span>
            <code className={styles.text}>{change.text}</code>
            <span className={styles.reason}>{change.detail}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
