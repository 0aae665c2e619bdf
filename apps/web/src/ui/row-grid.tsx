// A list of rows (each child an <li>): one column on phones, two where there is room.
import type { HTMLAttributes } from 'react';

import styles from './row-grid.module.css';

export function RowGrid({ className, ...props }: HTMLAttributes<HTMLUListElement>) {
  return <ul className={[styles.grid, className].filter(Boolean).join(' ')} {...props} />;
}
