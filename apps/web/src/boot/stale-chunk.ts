// After a deploy, a tab opened before it asks for code chunks the server no
// longer has (their names carry the old build's hashes): the dynamic import
// fails, and so do its tries at fresh URLs (shared/import-with-retry.ts).
// Reloading gets the new build; it is done once, and a second failure soon
// after (the chunk is missing from the new build too, or the server is down)
// is left to the screen, which says so, rather than reloading in a loop. The
// screen's error decides (app/route-error.tsx), not Vite's 'vite:preloadError'
// event: that fires on the first failure, before the tries, and offline too,
// where a reload shows the browser's own offline page.
import { isChunkFetchFailure, isChunkLoadError } from '../shared/import-with-retry';
import { browserNavigation } from '../shared/browser-navigation';

/** sessionStorage: when this tab last reloaded for a new version (epoch ms). */
export const NEW_VERSION_RELOAD_KEY = 'newVersionReloadAt';
/** A stale chunk within this long after such a reload is not reloaded for again. */
export const RELOAD_GUARD_MS = 5 * 60 * 1000;

/** A chunk that could not be fetched: after its tries (a lazy piece), or at once (the start's own imports). */
export function isStaleChunkError(error: unknown): boolean {
  return isChunkLoadError(error) || isChunkFetchFailure(error);
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
