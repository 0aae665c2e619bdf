// A group of form controls under a small uppercase legend, without the
// browser's fieldset frame.
import type { ReactNode } from 'react';

import styles from './fieldset.module.css';

export function Fieldset({ legend, className, children }: { legend: ReactNode; className?: string; children: ReactNode }) {
  return (
    <fieldset className={[styles.fieldset, className].filter(Boolean).join(' ')}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
