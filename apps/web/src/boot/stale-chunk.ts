// After a deploy, a tab opened before it asks for code chunks the server no
// longer has (their names carry the old build's hashes): the dynamic import
// fails. Reloading gets the new build; it is done once, and a second failure
// soon after (the chunk is missing from the new build too, or the server is
// down) is left to the screen, which says so, rather than reloading in a loop.
import { browserNavigation } from '../shared/browser-navigation';

/** The browsers' messages for a dynamic import or a stylesheet preload that failed (Chromium, Firefox, Safari, Vite). */
const STALE_CHUNK_MESSAGES = [
  /^Failed to fetch dynamically imported module/,
  /^error loading dynamically imported module/,
  /^Importing a module script failed/,
  /^Unable to preload CSS/,
];

/** sessionStorage: when this tab last reloaded for a new version (epoch ms). */
export const NEW_VERSION_RELOAD_KEY = 'newVersionReloadAt';
/** A stale chunk within this long after such a reload is not reloaded for again. */
export const RELOAD_GUARD_MS = 5 * 60 * 1000;

export function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return STALE_CHUNK_MESSAGES.some((pattern) => pattern.test(message));
}

let reloading = false;

/** Reloads the page for the new version unless this tab did so in the last RELOAD_GUARD_MS; true when the page reloads. */
export function reloadForNewVersion(now = Date.now()): boolean {
  if (reloading) return true;
  try {
    const last = Number(sessionStorage.getItem(NEW_VERSION_RELOAD_KEY));
    if (now - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(NEW_VERSION_RELOAD_KEY, String(now));
  } catch {
    // No session storage, no guard against a loop: leave it to the player.
    return false;
  }
  reloading = true;
  browserNavigation.reload();
  return true;
}

/**
 * Vite's loader announces every failed dynamic import ('vite:preloadError', the error as its
 * payload): one that could not be fetched reloads the page once; one whose code threw is a bug,
 * not a new version, and is left to the screen. The import still fails, so the screen that waited
 * for it shows the update screen when no reload happens (app/route-error.tsx).
 */
export function reloadOnStaleChunks(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (isStaleChunkError((event as Event & { payload?: unknown }).payload)) reloadForNewVersion();
  });
}
