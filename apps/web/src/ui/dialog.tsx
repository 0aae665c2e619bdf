// Modal dialogs (Radix): closes on Escape and on the overlay; focus is trapped.
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';

import { Button, IconButton } from './button';
import overlayStyles from './overlay.module.css';
import styles from './dialog.module.css';
import { portalContainer } from './portal-container';

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
  const contentRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  /**
   * Focus goes to Close (Radix's own first choice) in the next frame, not in the commit that opens the dialog:
   * the scroll lock has just restyled the body, and focusing then makes the browser restyle and lay out the
   * whole page inside that commit, one long task on a phone; in the frame that work is done once anyway. A
   * field the dialog focuses itself (autoFocus) keeps the focus.
   */
  const focusCloseInNextFrame = (event: Event) => {
    event.preventDefault();
    // Still the control that opened the dialog: nothing inside has taken the focus yet.
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    requestAnimationFrame(() => {
      if (!contentRef.current?.contains(document.activeElement)) closeRef.current?.focus();
    });
  };
  /**
   * Focus goes back to the control that opened the dialog. Radix returns it only to its own Trigger, which these
   * controlled dialogs do not use, so without this it fell to the top of the page.
   */
  const focusOpener = (event: Event) => {
    event.preventDefault();
    if (openerRef.current?.isConnected) openerRef.current.focus();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal container={portalContainer()}>
        <RadixDialog.Overlay className={overlayStyles.overlay} />
        <RadixDialog.Content ref={contentRef} className={contentClassName} onOpenAutoFocus={focusCloseInNextFrame} onCloseAutoFocus={focusOpener}>
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton ref={closeRef} label="Close">
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
