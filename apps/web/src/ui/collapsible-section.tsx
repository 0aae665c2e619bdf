// A section that folds: a disclosure button (aria-expanded, aria-controls) over
// content that is only rendered while open. Whether it is open is the caller's
// state (remembered per route). Plain elements rather than Radix Collapsible,
// which measures every open section's height on each render: on an army page
// with a dozen long groups that forced layout cost more than the rest of the render.
import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';

import styles from './collapsible-section.module.css';

type Props = { title: ReactNode; count?: number; open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode; aside?: ReactNode; id?: string };

export function CollapsibleSection({ title, count, open, onOpenChange, children, aside, id }: Props) {
  const contentId = useId();
  const state = open ? 'open' : 'closed';
  return (
    <section className={styles.root} id={id} data-state={state}>
      <div className={styles.header}>
        <button type="button" className={styles.trigger} aria-expanded={open} aria-controls={contentId} data-state={state} onClick={() => onOpenChange(!open)}>
          <ChevronDown size={20} className={styles.chevron} aria-hidden="true" />
          <span className={styles.title}>{title}</span>
          {count !== undefined && <span className={styles.count}>{count}</span>}
        </button>
        {aside}
      </div>
      <div id={contentId} className={styles.content} hidden={!open}>
        {open && children}
      </div>
    </section>
  );
}
