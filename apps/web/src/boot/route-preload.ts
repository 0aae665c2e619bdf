// Loaded async from index.html, so it runs while the main bundle still
// downloads: when the address is a deep link, it preloads that screen's
// chunks and styles, which the app would otherwise ask for only once its
// bundle had downloaded and run. The table of files per address pattern is a
// JSON block the build writes into index.html (vite-plugins/route-preloads.ts).
// No imports: this stays one small file of its own.
type RoutePreload = [pattern: string, files: string[]];

function readTable(): RoutePreload[] {
  try {
    const table: unknown = JSON.parse(document.getElementById('route-preloads')?.textContent ?? '[]');
    return Array.isArray(table) ? (table as RoutePreload[]) : [];
  } catch {
    // A damaged block costs the head start, never the page.
    return [];
  }
}

/**
 * A screen's stylesheet is linked as one, not preloaded: Vite's loader of the screen's chunk skips a stylesheet
 * already linked, but links one that is only preloaded again, a request each (2-26 ms at CPU 4x) inside the task that
 * matches the address. Linked by a script, it does not hold the first paint, and its classes are the screen's alone.
 */
function preload(file: string): void {
  // The app's own chunk loader may have come first (a warm visit compiles the bundle from its code cache): a stylesheet
  // linked again is a change of the page's stylesheets, which restyles and lays out the whole page (90-130 ms at CPU
  // 4x on a builder already drawn), and a script asked for again is a request for nothing.
  if ([...document.head.querySelectorAll('link')].some((linked) => linked.getAttribute('href') === file)) return;
  const link = document.createElement('link');
  link.rel = file.endsWith('.css') ? 'stylesheet' : 'modulepreload';
  // As the app's own loader asks for them (CORS mode, same-origin credentials), or the browser would not reuse the preload.
  link.crossOrigin = '';
  link.href = file;
  document.head.append(link);
}

/**
 * Requests a task for as long as the task has used less than this (at least one a task), the screen's own chunk first.
 * Each costs the page a few milliseconds to start, through the offline worker on a return visit: 0.1-7 ms a script
 * and 4-31 ms a stylesheet on a phone (CPU slowed 4x). All at once, the army page's were one task of 25-75 ms; four a
 * task, the battle view's 33 were tasks of 40-50 ms of thread time. One a task was too slow: the app's own stages,
 * queued as timers too, came between them, and the app asked for the files the chain had not reached yet itself, in a
 * task of its own. A budget keeps the cheap ones together and ends a task once it has used its share.
 */
const TASK_BUDGET_MS = 10;

function preloadInTurn(files: readonly string[], from = 0): void {
  if (from >= files.length) return;
  const started = performance.now();
  let next = from;
  do preload(files[next++]!);
  while (next < files.length && performance.now() - started < TASK_BUDGET_MS);
  setTimeout(() => preloadInTurn(files, next), 0);
}

const match = readTable().find(([pattern]) => new RegExp(pattern).test(location.pathname));
if (match) preloadInTurn(match[1]);

// A module (it runs as one): nothing to export.
export {};
