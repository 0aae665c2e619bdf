// Registers /sw.js (scope '/') and checks for a new version every hour: a
// conditional, uncached GET of the worker script first, then an update; the
// page reloads itself when the new version takes over (registerType autoUpdate).
// Registered once the first screen has its own data (app/root-layout.tsx): the
// worker's precache of the whole app must not share the first screen's
// bandwidth, and it does not wait for the whole game data either. The
// registration's code (vite-plugin-pwa's, which loads workbox-window) is
// imported then too, not with the start's chunks.
import { useEffect } from 'react';

export const SERVICE_WORKER_CHECK_MS = 3_600_000;

export function useServiceWorker(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    void import('virtual:pwa-register')
      .then(({ registerSW }) => {
        if (stopped) return;
        registerSW({
          immediate: true,
          onRegisteredSW(swUrl, registration) {
            if (!registration || stopped) return;
            timer = setInterval(async () => {
              if (registration.installing || !navigator.onLine) return;
              try {
                const response = await fetch(swUrl, { cache: 'no-store', headers: { 'cache-control': 'no-cache' } });
                if (response.ok) await registration.update();
              } catch (error) {
                console.warn('Could not check for a new version of the app.', error);
              }
            }, SERVICE_WORKER_CHECK_MS);
          },
          onRegisterError(error) {
            console.warn('The offline worker could not be registered.', error);
          },
        });
      })
      .catch((error: unknown) => console.warn('The offline worker could not be registered.', error));
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [enabled]);
}
