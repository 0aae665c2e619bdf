// A file of its own (the isolated project): the page-lifecycle events it fires reach every listener of the page, and
// in the shared jsdom dexie's among them closed its channel for the next file's databases.
import { afterEach, describe, expect, it, vi } from 'vitest';

import { documentCache } from './game-data-worker-client';

/** A worker that answers nothing: the calls made to it stay pending. */
class SilentWorker extends EventTarget {
  static made: SilentWorker[] = [];
  readonly terminate = vi.fn();
  readonly postMessage = vi.fn();
  constructor() {
    super();
    SilentWorker.made.push(this);
  }
}

/** A call whose answer the test does not wait for (refused once the page is put in the cache). */
function callLeftPending(): void {
  documentCache()
    .readDocuments()
    .catch(() => undefined);
}

function pageHide(persisted: boolean): void {
  dispatchEvent(new PageTransitionEvent('pagehide', { persisted }));
}

describe('documentCache', () => {
  afterEach(() => {
    // The page is put in the cache once more: the worker of each test ends with it.
    pageHide(true);
    SilentWorker.made = [];
    vi.unstubAllGlobals();
  });

  it('ends its worker as the page is put in the back/forward cache, refuses the calls pending, and starts a new worker after', async () => {
    vi.stubGlobal('Worker', SilentWorker);
    const pendingCall = documentCache().readDocuments();
    pageHide(true);
    await expect(pendingCall).rejects.toThrow('back/forward cache');
    expect(SilentWorker.made[0]!.terminate).toHaveBeenCalledOnce();
    callLeftPending();
    expect(SilentWorker.made).toHaveLength(2);
  });

  it("sends a call made through a cache kept from before the page went into the cache to the page's new worker", () => {
    vi.stubGlobal('Worker', SilentWorker);
    const kept = documentCache();
    pageHide(true);
    kept.readDocuments().catch(() => undefined);
    expect(SilentWorker.made).toHaveLength(2);
    expect(SilentWorker.made[0]!.postMessage).not.toHaveBeenCalled();
    expect(SilentWorker.made[1]!.postMessage).toHaveBeenCalledOnce();
  });

  it('keeps its worker when the page is left for good', () => {
    vi.stubGlobal('Worker', SilentWorker);
    callLeftPending();
    pageHide(false);
    expect(SilentWorker.made[0]!.terminate).not.toHaveBeenCalled();
    callLeftPending();
    expect(SilentWorker.made).toHaveLength(1);
  });
});
