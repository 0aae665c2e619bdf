// A titled part of a screen: the small uppercase display heading over its
// content, the heading naming the section for assistive technology.
import type { ReactNode } from 'react';

import styles from './section.module.css';

/** `gap` spaces the heading and the items: 'sm' for rows and lines, 'md' for stacked cards. */
export function Section({
  id,
  title,
  gap = 'sm',
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  gap?: 'sm' | 'md';
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={[styles.section, styles[gap], className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
