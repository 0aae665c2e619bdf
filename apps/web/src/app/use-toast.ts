// Raises a toast; the toaster itself (Radix) loads with the first one.
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';

import { toastsAtom, type ToastMessage } from '../state/toasts';

let nextId = 1;

export function useToast(): (text: string, tone?: ToastMessage['tone']) => void {
  const setToasts = useSetAtom(toastsAtom);
  return useCallback((text, tone = 'info') => setToasts((toasts) => [...toasts.slice(-2), { id: nextId++, text, tone }]), [setToasts]);
}
