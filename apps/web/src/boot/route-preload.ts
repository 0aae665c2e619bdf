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

function preload(file: string): void {
  const link = document.createElement('link');
  if (file.endsWith('.css')) {
    link.rel = 'preload';
    link.as = 'style';
  } else {
    link.rel = 'modulepreload';
  }
  // As the app's own loader asks for them (CORS mode, same-origin credentials), or the browser would not reuse the preload.
  link.crossOrigin = '';
  link.href = file;
  document.head.append(link);
}

/**
 * One request a task, in the table's order (the screen's own chunk first). Each costs the page a few milliseconds to
 * start, through the offline worker on a return visit: 2-7 ms on a phone (CPU slowed 4x), and the army page's eleven,
 * started together, were one task of 40-70 ms while the app's own scripts waited behind it.
 */
function preloadInTurn(files: readonly string[], from = 0): void {
  const file = files[from];
  if (file === undefined) return;
  preload(file);
  setTimeout(() => preloadInTurn(files, from + 1), 0);
}

const match = readTable().find(([pattern]) => new RegExp(pattern).test(location.pathname));
if (match) preloadInTurn(match[1]);

// A module (it runs as one): nothing to export.
export {};
