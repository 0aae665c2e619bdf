// Raises a toast; the toaster itself (Radix) loads with the first one.
// The toast renders as a transition: a click that edits and toasts shows its
// edit in the next frame, and the toast (whose mount reads the page's styles)
// follows in a render the browser can put after that frame.
import { useSetAtom } from 'jotai';
import { startTransition, useCallback } from 'react';

import { addToastAtom, type ToastAction, type ToastMessage } from '../state/toasts';

export function useToast(): (text: string, tone?: ToastMessage['tone'], action?: ToastAction) => void {
  const addToast = useSetAtom(addToastAtom);
  return useCallback((text, tone = 'info', action) => startTransition(() => addToast(action ? { text, tone, action } : { text, tone })), [addToast]);
}
