// Loading a lazy part of the app (a screen's chunk) so that a lost connection
// does not break it for the rest of the page's life. Chromium keeps a failed
// module fetch for good: the same URL fails again, and so does every chunk it
// imports that failed with it (Vite preloads them side by side). So:
// - while the browser says it is offline and no offline worker controls the
//   page (one would serve the chunk from its cache), the load waits for it to be
//   online before it fetches anything, and nothing is spoiled;
// - a fetch that fails anyway (a flaky connection, a chunk gone after a deploy)
//   is tried again with the chunk's own URL plus a query of its own, a fresh
//   URL the browser has not seen, a few times, each once online;
// - a screen's stylesheet that failed (Vite preloads it before the chunk, and
//   gives up on the chunk without it) is tried again the same way, at a fresh
//   URL, and the chunk then loads with it: never a screen without its styles;
// - then it gives up with a ChunkLoadError naming the chunk.
// Vite's 'vite:preloadError' event fires on the first failure only (our own
// tries are plain imports) and can only swallow it (the import then resolves to
// nothing), so it has no part here.

/** Tries of a chunk in all, the first one included. */
export const CHUNK_LOAD_TRIES = 3;
/** The pause before the second try; each further one waits twice as long. */
const FIRST_RETRY_DELAY_MS = 500;

/** The browsers' messages for a module or a stylesheet preload that could not be fetched (Chromium, Firefox, Safari, Vite). */
const FETCH_FAILURE_MESSAGES = [
  /^Failed to fetch dynamically imported module/,
  /^error loading dynamically imported module/,
  /^Importing a module script failed/,
  /^Unable to preload CSS/,
];

/** A chunk that could not be fetched: not a chunk whose code threw, which is a bug and is not tried again. */
export function isChunkFetchFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return FETCH_FAILURE_MESSAGES.some((pattern) => pattern.test(message));
}

export type ChunkLoadError = Error & { code: 'CHUNK_LOAD_FAILED'; chunkUrl: string };

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && (error as Partial<ChunkLoadError>).code === 'CHUNK_LOAD_FAILED';
}

function chunkLoadError(chunkUrl: string, cause: unknown): ChunkLoadError {
  const name = new URL(chunkUrl).pathname.split('/').pop();
  return Object.assign(new Error(`Could not load ${name} after ${CHUNK_LOAD_TRIES} tries.`, { cause }), {
    code: 'CHUNK_LOAD_FAILED' as const,
    chunkUrl,
  });
}

// The importer as Vite emits it names the chunk: `()=>D(()=>import("./settings-page-Blc4jJmN.js"),__vite__mapDeps([98,5]))`.
const IMPORTED_SPECIFIER = /\bimport\(\s*(["'`])([^"'`]+)\1\s*\)/;

/**
 * The URL of the chunk an importer loads, from its own source text (every browser's error names it but Safari's,
 * and a failed stylesheet names the stylesheet); null when it names none. Vite's specifiers are relative to the
 * chunk that imports, and every chunk is in assets/, this module's too.
 */
export function chunkUrlOf(importer: () => Promise<unknown>, base: string = import.meta.url): string | null {
  const specifier = IMPORTED_SPECIFIER.exec(importer.toString())?.[2];
  return specifier ? new URL(specifier, base).href : null;
}

/** The stylesheet Vite could not preload before a chunk ('Unable to preload CSS for /assets/x.css'), or null. */
export function failedStylesheetOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  return /^Unable to preload CSS for (\S+)/.exec(message)?.[1] ?? null;
}

/** The URL with a query of its own for the given try, so the browser fetches it anew. */
function freshChunkUrl(chunkUrl: string, attempt: number): string {
  const url = new URL(chunkUrl);
  url.searchParams.set('retry', String(attempt));
  return url.href;
}

/** The browser as the loader sees it; tests stand in for it. */
export type ChunkLoadEnvironment = {
  isOnline: () => boolean;
  /** An offline worker controls the page: offline, it serves the app's chunks from its cache. */
  hasOfflineWorker: () => boolean;
  /** Resolves on the next 'online' event, or when the player asks to try now (tryChunksNow). */
  nextOnline: () => Promise<void>;
  importModule: (url: string) => Promise<unknown>;
  /** Adds the stylesheet at `url` to the page; rejects as Vite's preload does when it cannot be fetched. */
  loadStylesheet: (url: string) => Promise<void>;
  delay: (ms: number) => Promise<void>;
};

/** Loads waiting for the network, which the player's Try again lets go at once. */
const tryNowListeners = new Set<() => void>();

/** Lets every load waiting for the network try now (a Try again button): the browser's offline flag can be wrong. */
export function tryChunksNow(): void {
  for (const listener of [...tryNowListeners]) listener();
}

const BROWSER: ChunkLoadEnvironment = {
  isOnline: () => navigator.onLine,
  hasOfflineWorker: () => Boolean(navigator.serviceWorker?.controller),
  nextOnline: () =>
    new Promise<void>((resolve) => {
      const done = () => {
        window.removeEventListener('online', done);
        tryNowListeners.delete(done);
        resolve();
      };
      window.addEventListener('online', done);
      tryNowListeners.add(done);
    }),
  importModule: (url) => import(/* @vite-ignore */ url),
  loadStylesheet: (url) =>
    new Promise<void>((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = url;
      link.onload = () => resolve();
      link.onerror = () => reject(new Error(`Unable to preload CSS for ${url}`));
      document.head.append(link);
    }),
  delay: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Told when a load starts waiting for the network (true) and when it goes on (false). */
export type OnWaitingForNetwork = (waiting: boolean) => void;

async function untilOnline(environment: ChunkLoadEnvironment, onWaiting: OnWaitingForNetwork): Promise<void> {
  if (environment.isOnline()) return;
  onWaiting(true);
  await environment.nextOnline();
  onWaiting(false);
}

/**
 * `importer()` (a plain `() => import('./x')`), loaded once the browser is online (or at once, offline, from an
 * offline worker) and tried again with a fresh URL when the chunk cannot be fetched, up to CHUNK_LOAD_TRIES tries,
 * each once online; then a ChunkLoadError.
 */
export async function importWithRetry<T>(
  importer: () => Promise<T>,
  { onWaiting = () => undefined, environment = BROWSER }: { onWaiting?: OnWaitingForNetwork; environment?: ChunkLoadEnvironment } = {},
): Promise<T> {
  if (!environment.hasOfflineWorker()) await untilOnline(environment, onWaiting);
  try {
    return await importer();
  } catch (error) {
    const chunkUrl = chunkUrlOf(importer);
    if (!isChunkFetchFailure(error) || chunkUrl === null) throw error;
    let lastError: unknown = error;
    for (let attempt = 1; attempt < CHUNK_LOAD_TRIES; attempt++) {
      await environment.delay(FIRST_RETRY_DELAY_MS * 2 ** (attempt - 1));
      await untilOnline(environment, onWaiting);
      try {
        const stylesheet = failedStylesheetOf(lastError);
        if (stylesheet === null) {
          // The chunk's module as the importer would give it: its own imports are the same modules either way.
          return (await environment.importModule(freshChunkUrl(chunkUrl, attempt))) as T;
        }
        // The stylesheet at a fresh URL; then the importer, whose preload passes over the stylesheet that failed.
        await environment.loadStylesheet(freshChunkUrl(new URL(stylesheet, location.href).href, attempt));
        return await importer();
      } catch (retryError) {
        if (!isChunkFetchFailure(retryError)) throw retryError;
        lastError = retryError;
      }
    }
    throw chunkLoadError(chunkUrl, lastError);
  }
}
