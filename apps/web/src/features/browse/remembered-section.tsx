// A collapsible section whose open state is remembered for this route.
import type { ReactNode } from 'react';

import { useSectionOpen } from '../../state/route-memory';
import { CollapsibleSection } from '../../ui/collapsible-section';

type Props = { sectionKey: string; title: ReactNode; count?: number; defaultOpen: boolean; children: ReactNode };

export function RememberedSection({ sectionKey, title, count, defaultOpen, children }: Props) {
  const [open, setOpen] = useSectionOpen(sectionKey, defaultOpen);
  return (
    <CollapsibleSection title={title} count={count} open={open} onOpenChange={setOpen}>
      {children}
    </CollapsibleSection>
  );
}
