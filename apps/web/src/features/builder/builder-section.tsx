// A builder section: collapsible, its open state remembered, with the issues
// that concern it (formation required, cards missing...) under its title.
import type { IssueNote } from '@scrolldex/rules';
import type { ReactNode } from 'react';

import { useSectionOpen } from '../../state/route-memory';
import { CollapsibleSection } from '../../ui/collapsible-section';
import styles from './builder-section.module.css';
import { IssueNotes } from './issue-notes';

type Props = { sectionKey: string; title: string; count?: number; defaultOpen?: boolean; notes?: readonly IssueNote[]; aside?: ReactNode; children: ReactNode };

export function BuilderSection({ sectionKey, title, count, defaultOpen = true, notes, aside, children }: Props) {
  const [open, setOpen] = useSectionOpen(sectionKey, defaultOpen);
  return (
    <CollapsibleSection title={title} count={count} open={open} onOpenChange={setOpen} aside={aside}>
      <div className={styles.body}>
        {notes && notes.length > 0 && <IssueNotes notes={notes} />}
        {children}
      </div>
    </CollapsibleSection>
  );
}
