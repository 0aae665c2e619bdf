// On a deep link the boot script (boot/route-preload.ts) links the screen's files a few a task. A chunk the app asks
// for meanwhile had Vite's loader link every file the script had not reached yet, in the loader's one task: traced at
// CPU 4x, 40-110 ms of the builder's and the battle view's first visit. Such a load waits for the script's last link
// instead: its files are on their way already, and Vite's loader then finds each one linked.

/** The boot script's table and its mark while it links (names shared with boot/route-preload.ts, which imports nothing). */
const TABLE_ELEMENT_ID = 'route-preloads';
const LINKING_ATTRIBUTE = 'data-linking';
const LINKED_EVENT = 'route-preloads-linked';

/** How long a load waits at most, should the script stop before its last link. */
export const ROUTE_PRELOADS_WAIT_MS = 2000;

/** Resolves once the boot script has linked the address's files; null when it is not linking them now. */
export function routePreloadsLinked(): Promise<void> | null {
  if (!document.getElementById(TABLE_ELEMENT_ID)?.hasAttribute(LINKING_ATTRIBUTE)) return null;
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener(LINKED_EVENT, done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, ROUTE_PRELOADS_WAIT_MS);
    window.addEventListener(LINKED_EVENT, done);
  });
}
