// Modal dialogs (Radix): closes on Escape and on the overlay; focus is trapped.
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button, IconButton } from './button';
import overlayStyles from './overlay.module.css';
import styles from './dialog.module.css';

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
};

/** The frame Dialog and Sheet share: overlay, titled header with Close, description, body, footer. */
export function ModalFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  contentClassName,
  bodyClassName,
}: ModalProps & { contentClassName: string; bodyClassName: string }) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayStyles.overlay} />
        <RadixDialog.Content className={contentClassName}>
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton label="Close">
                <X size={20} />
              </IconButton>
            </RadixDialog.Close>
          </div>
          {/* Without a description the title describes the dialog, for screen readers only. */}
          <RadixDialog.Description className={description ? styles.description : 'visually-hidden'}>{description ?? title}</RadixDialog.Description>
          {children && <div className={bodyClassName}>{children}</div>}
          {footer && <div className={styles.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export function Dialog({ size = 'sm', ...props }: ModalProps & { size?: 'sm' | 'md' }) {
  return <ModalFrame {...props} contentClassName={[styles.content, styles[size]].join(' ')} bodyClassName={styles.body!} />;
}

type ConfirmProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  danger?: boolean;
  children?: ReactNode;
};

/** A question with Cancel and one action. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm, danger, children }: ConfirmProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            onClick={() => {
              onConfirm();
              onOpenChange(false);
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
