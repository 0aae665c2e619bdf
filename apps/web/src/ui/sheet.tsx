// A modal that rises from the bottom edge on phones and sits centred on wider
// screens (List Issues, options of one thing). Same header and footer as Dialog.
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

import { IconButton } from './button';
import dialogStyles from './dialog.module.css';
import overlayStyles from './overlay.module.css';
import styles from './sheet.module.css';

type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
};

export function Sheet({ open, onOpenChange, title, description, children, footer }: SheetProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayStyles.overlay} />
        <RadixDialog.Content className={styles.sheet}>
          <div className={dialogStyles.header}>
            <RadixDialog.Title className={dialogStyles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton label="Close">
                <X size={20} />
              </IconButton>
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description className={description ? dialogStyles.description : 'visually-hidden'}>{description ?? title}</RadixDialog.Description>
          {children && <div className={styles.body}>{children}</div>}
          {footer && <div className={dialogStyles.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
