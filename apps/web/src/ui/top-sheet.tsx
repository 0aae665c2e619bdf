// A modal panel anchored to the top of the screen (full screen on phones), for
// command-palette-like tools: backdrop, Escape and outside click close it,
// focus is trapped and the page behind does not scroll (Radix Dialog).
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

import overlayStyles from './overlay.module.css';
import styles from './top-sheet.module.css';
import { portalContainer } from './portal-container';

type TopSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The accessible name of the panel. */
  label: string;
  children: ReactNode;
};

export function TopSheet({ open, onOpenChange, label, children }: TopSheetProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal container={portalContainer()}>
        <RadixDialog.Overlay className={overlayStyles.overlay} />
        <RadixDialog.Content className={styles.panel} aria-describedby={undefined}>
          <RadixDialog.Title className="visually-hidden">{label}</RadixDialog.Title>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
