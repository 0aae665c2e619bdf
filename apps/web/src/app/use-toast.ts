// Raises a toast; the toaster itself (Radix) loads with the first one.
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';

import { addToastAtom, type ToastMessage } from '../state/toasts';

export function useToast(): (text: string, tone?: ToastMessage['tone']) => void {
  const addToast = useSetAtom(addToastAtom);
  return useCallback((text, tone = 'info') => addToast({ text, tone }), [addToast]);
}
