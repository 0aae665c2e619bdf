// A printed document's paper: on screen a white page in both themes; in
// print the page itself, on the paper size chosen (a named @page).
import type { ReactNode } from 'react';

import type { PaperSize } from '../../state/settings';
import styles from './paper-sheet.module.css';

/** 'flow': the document runs on within the page margins; 'cut': borderless pages the document divides into cards to cut. */
type Props = { paper: PaperSize; label: string; options?: ReactNode; layout?: 'flow' | 'cut'; children: ReactNode };

export function PaperSheet({ paper, label, options, layout = 'flow', children }: Props) {
  return (
    <div className={styles.frame}>
      {options && <div className={styles.options}>{options}</div>}
      <div className={styles.scroller}>
        <article className={[styles.paper, styles[paper], layout === 'cut' ? styles.cut : ''].join(' ')} aria-label={label}>
          {children}
        </article>
      </div>
    </div>
  );
}
