import type { HTMLAttributes } from 'react';

import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'accent' | 'valid' | 'warning' | 'error' | 'legends';

export function Badge({ tone = 'neutral', className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return <span className={[styles.badge, styles[tone], className].filter(Boolean).join(' ')} {...props} />;
}
