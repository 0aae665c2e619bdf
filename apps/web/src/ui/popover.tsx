// A popover (Radix) that opens on click or hover (hover closes after 100 ms) and
// closes on an outside click, Escape or scroll; 8 px from its trigger and the viewport edge.
import * as RadixPopover from '@radix-ui/react-popover';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import styles from './popover.module.css';
import { portalContainer } from './portal-container';

export const POPOVER_HOVER_CLOSE_MS = 100;
export const POPOVER_OFFSET = 8;

export function Popover({ trigger, children, label }: { trigger: ReactNode; children: ReactNode; label: string }) {
  const [open, setOpenState] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Opened by a hovering mouse, it closes when the mouse leaves; a click pins it open
  // (instead of toggling it shut) until an outside click, Escape or scroll.
  const openedByHover = useRef(false);
  const setOpen = (next: boolean) => {
    if (!next) openedByHover.current = false;
    setOpenState(next);
  };
  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), POPOVER_HOVER_CLOSE_MS);
  };
  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    window.addEventListener('scroll', close, { passive: true, once: true });
    return () => window.removeEventListener('scroll', close);
  }, [open]);
  useEffect(() => cancelClose, []);
  return (
    <RadixPopover.Root open={open} onOpenChange={setOpen}>
      <RadixPopover.Trigger
        className={styles.trigger}
        aria-label={label}
        onPointerEnter={(event) => {
          if (event.pointerType !== 'mouse') return;
          cancelClose();
          if (!open) openedByHover.current = true;
          setOpen(true);
        }}
        onClick={(event) => {
          // Handled here rather than by Radix's toggle (preventDefault skips it).
          event.preventDefault();
          if (openedByHover.current) {
            openedByHover.current = false;
            setOpen(true);
          } else setOpen(!open);
        }}
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse' && openedByHover.current) closeSoon();
        }}
      >
        {trigger}
      </RadixPopover.Trigger>
      <RadixPopover.Portal container={portalContainer()}>
        <RadixPopover.Content
          className={styles.content}
          sideOffset={POPOVER_OFFSET}
          collisionPadding={POPOVER_OFFSET}
          onPointerEnter={cancelClose}
          onPointerLeave={(event) => {
            if (event.pointerType === 'mouse' && openedByHover.current) closeSoon();
          }}
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          {children}
          <RadixPopover.Arrow className={styles.arrow} />
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
