// A titled group of issues (errors or warnings) with its count, in the tone's
// colour; the caller renders each issue as an IssueItem.
import { CircleAlert, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

import styles from './issue-group.module.css';

type Props = { title: string; tone: 'error' | 'warning'; count: number; children: ReactNode };

export function IssueGroup({ title, tone, count, children }: Props) {
  if (count === 0) return null;
  const Icon = tone === 'error' ? CircleAlert : TriangleAlert;
  return (
    <section aria-label={title} className={styles.group}>
      <h3 className={[styles.heading, styles[tone]].join(' ')}>
        <Icon size={16} aria-hidden="true" />
        {title} ({count})
      </h3>
      <ul className={styles.items}>{children}</ul>
    </section>
  );
}

/** One issue of a group: its sentence, then what can be done about it. */
export function IssueItem({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <li className={styles.item}>
      <p className={styles.message}>{message}</p>
      {children}
    </li>
  );
}
