// Toasts waiting to be shown (3500 ms, gone by themselves).
import { atom } from 'jotai';

export const TOAST_DURATION_MS = 3500;
/** A toast with a button stays longer: time to read it, reach for Undo and tap. */
export const ACTION_TOAST_DURATION_MS = 8000;

/** A toast's one button ('Undo'): it runs the action and closes the toast. */
export type ToastAction = { label: string; run: () => void };

export type ToastMessage = { id: number; text: string; tone: 'info' | 'error'; action?: ToastAction };

export const toastsAtom = atom<ToastMessage[]>([]);

let nextId = 1;

/** Raises a toast; the three newest are shown. */
export const addToastAtom = atom(null, (_get, set, toast: Omit<ToastMessage, 'id'>) =>
  set(toastsAtom, (toasts) => [...toasts.slice(-2), { id: nextId++, ...toast }]),
);
