// A section that folds (Radix Collapsible); whether it is open is the caller's
// state (remembered per route by the collapsed-sections store).
import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

import styles from './collapsible-section.module.css';

type Props = { title: ReactNode; count?: number; open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode; aside?: ReactNode; id?: string };

export function CollapsibleSection({ title, count, open, onOpenChange, children, aside, id }: Props) {
  return (
    <Collapsible.Root open={open} onOpenChange={onOpenChange} className={styles.root} id={id}>
      <div className={styles.header}>
        <Collapsible.Trigger className={styles.trigger}>
          <ChevronDown size={20} className={styles.chevron} aria-hidden="true" />
          <span className={styles.title}>{title}</span>
          {count !== undefined && <span className={styles.count}>{count}</span>}
        </Collapsible.Trigger>
        {aside}
      </div>
      <Collapsible.Content className={styles.content}>{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
