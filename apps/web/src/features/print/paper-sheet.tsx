// A printed document's paper: on screen a white page in both themes; in
// print the page itself, on the paper size chosen (a named @page).
import type { ReactNode } from 'react';

import type { PaperSize } from '../../state/settings';
import styles from './paper-sheet.module.css';

type Props = { paper: PaperSize; label: string; options?: ReactNode; children: ReactNode };

export function PaperSheet({ paper, label, options, children }: Props) {
  return (
    <div className={styles.frame}>
      {options && <div className={styles.options}>{options}</div>}
      <article className={[styles.paper, styles[paper]].join(' ')} aria-label={label}>
        {children}
      </article>
    </div>
  );
}
