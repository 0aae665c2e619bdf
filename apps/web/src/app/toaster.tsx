// Shows toasts (Radix Toast) and gives screens one way to raise them.
import * as Toast from '@radix-ui/react-toast';
import { useAtom, useSetAtom } from 'jotai';
import { useCallback } from 'react';

import { TOAST_DURATION_MS, toastsAtom, type ToastMessage } from '../state/toasts';
import styles from './toaster.module.css';

let nextId = 1;

export function useToast(): (text: string, tone?: ToastMessage['tone']) => void {
  const setToasts = useSetAtom(toastsAtom);
  return useCallback((text, tone = 'info') => setToasts((toasts) => [...toasts.slice(-2), { id: nextId++, text, tone }]), [setToasts]);
}

export function Toaster() {
  const [toasts, setToasts] = useAtom(toastsAtom);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="down">
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          className={[styles.toast, styles[toast.tone]].join(' ')}
          onOpenChange={(open) => {
            if (!open) setToasts((all) => all.filter((other) => other.id !== toast.id));
          }}
        >
          <Toast.Description>{toast.text}</Toast.Description>
        </Toast.Root>
      ))}
      <Toast.Viewport className={styles.viewport} />
    </Toast.Provider>
  );
}
