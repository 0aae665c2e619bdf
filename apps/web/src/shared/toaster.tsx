// Shows the toasts (Radix Toast); screens raise them with useToast. A toast
// may carry one action ('Undo'), which closes it.
import * as Toast from '@radix-ui/react-toast';
import { useAtom } from 'jotai';

import { ACTION_TOAST_DURATION_MS, TOAST_DURATION_MS, toastsAtom } from '../state/toasts';
import styles from './toaster.module.css';

export function Toaster() {
  const [toasts, setToasts] = useAtom(toastsAtom);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="down">
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          duration={toast.action ? ACTION_TOAST_DURATION_MS : TOAST_DURATION_MS}
          className={[styles.toast, styles[toast.tone]].join(' ')}
          onOpenChange={(open) => {
            if (!open) setToasts((all) => all.filter((other) => other.id !== toast.id));
          }}
        >
          <Toast.Description className={styles.text}>{toast.text}</Toast.Description>
          {toast.action && (
            <Toast.Action altText={toast.action.label} asChild>
              <button type="button" className={styles.action} onClick={toast.action.run}>
                {toast.action.label}
              </button>
            </Toast.Action>
          )}
        </Toast.Root>
      ))}
      <Toast.Viewport className={styles.viewport} />
    </Toast.Provider>
  );
}
