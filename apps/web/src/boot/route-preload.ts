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

const match = readTable().find(([pattern]) => new RegExp(pattern).test(location.pathname));
match?.[1].forEach(preload);

// A module (it runs as one): nothing to export.
export {};
