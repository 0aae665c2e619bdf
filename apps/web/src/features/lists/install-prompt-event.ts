// The browser's offer to install the app (beforeinstallprompt), kept from the
// moment it fires (often before any screen mounts) until the app uses it.
// Browsers without it (iOS Safari) never fire it.
import { useSyncExternalStore } from 'react';

/** Chromium's event; not in the DOM typings. */
export type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }> };

let pending: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-bar away: the app offers it when the rule says so.
    event.preventDefault();
    pending = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    pending = null;
    notify();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallPromptEvent(): InstallPromptEvent | null {
  return useSyncExternalStore(subscribe, () => pending);
}

/** Shows the browser's install dialog; the event can be used once. */
export async function promptInstall(): Promise<void> {
  const event = pending;
  pending = null;
  notify();
  await event?.prompt();
}

/** Running as an installed app (display-mode standalone, or iOS's navigator.standalone). */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
}

/** iOS offers no install event: the player adds the app from the Share menu. */
export function isIos(): boolean {
  return /iPad|iPhone|iPod/.test(navigator.userAgent);
}
