// Raises a toast; the toaster itself (Radix) loads with the first one.
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';

import { addToastAtom, type ToastAction, type ToastMessage } from '../state/toasts';

export function useToast(): (text: string, tone?: ToastMessage['tone'], action?: ToastAction) => void {
  const addToast = useSetAtom(addToastAtom);
  return useCallback((text, tone = 'info', action) => addToast(action ? { text, tone, action } : { text, tone }), [addToast]);
}
