import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Every reload asked of the browser, whichever copy of the module asked. */
const reload = vi.fn();

// The module remembers a reload under way (the page is going away): a fresh copy per page load.
async function freshModule() {
  vi.resetModules();
  const { browserNavigation } = await import('../shared/browser-navigation');
  vi.spyOn(browserNavigation, 'reload').mockImplementation(reload);
  return import('./stale-chunk');
}

beforeEach(() => {
  sessionStorage.clear();
  reload.mockReset();
});

describe('isStaleChunkError', () => {
  it("knows a lazy piece's last word after its tries, and a start import that could not be fetched, not code that threw", async () => {
    const { isStaleChunkError } = await freshModule();
    // The browsers' own messages are import-with-retry's to know (shared/import-with-retry.test.ts).
    expect(isStaleChunkError(Object.assign(new Error('Could not load a-1.js after 3 tries.'), { code: 'CHUNK_LOAD_FAILED' }))).toBe(true);
    expect(isStaleChunkError(new TypeError('Failed to fetch dynamically imported module: https://scrolldex.example/assets/app-abc123.js'))).toBe(true);
    expect(isStaleChunkError(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
  });
});

describe('reloadForNewVersion', () => {
  it('reloads once, and not again within the guard after that reload', async () => {
    const now = Date.UTC(2026, 0, 1);
    const first = await freshModule();
    expect(first.reloadForNewVersion(now)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(first.NEW_VERSION_RELOAD_KEY)).toBe(String(now));
    // The reloaded page: the same chunk fails again.
    const second = await freshModule();
    expect(second.reloadForNewVersion(now + 2_000)).toBe(false);
    expect(second.reloadForNewVersion(now + second.RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // Much later (a further deploy while the tab stayed open): a reload again.
    expect(second.reloadForNewVersion(now + second.RELOAD_GUARD_MS + 1)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('counts a reload under way as reloading, without asking the browser twice', async () => {
    const { reloadForNewVersion } = await freshModule();
    expect(reloadForNewVersion()).toBe(true);
    expect(reloadForNewVersion()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
