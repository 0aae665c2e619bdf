import { afterEach, describe, expect, it, vi } from 'vitest';

function links(): HTMLLinkElement[] {
  return [...document.head.querySelectorAll('link')];
}

/** Runs the boot module on a page holding `table` as its route-preloads block and the `linked` links already, at `path`. */
async function startAt(path: string, table: string, linked: readonly { rel: string; href: string }[] = []): Promise<void> {
  history.replaceState(null, '', path);
  document.head.innerHTML = `<script type="application/json" id="route-preloads">${table}</script>`;
  for (const { rel, href } of linked) {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    document.head.append(link);
  }
  vi.resetModules();
  await import('./route-preload');
}

/** startAt, and the tasks it queues; returns the page's links. */
async function runAt(path: string, table: string, linked: readonly { rel: string; href: string }[] = []): Promise<HTMLLinkElement[]> {
  vi.useFakeTimers();
  try {
    await startAt(path, table, linked);
    vi.runAllTimers();
  } finally {
    vi.useRealTimers();
  }
  return links();
}

const TABLE = JSON.stringify([
  ['^/army/[^/]+/?$', ['/assets/army-page-a1.js', '/assets/cards-b2.js', '/assets/army-page-a1.css']],
  ['^/rules/?$', ['/assets/rules-page-c3.js']],
]);

afterEach(() => {
  document.head.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('route-preload', () => {
  it("preloads the files of the address's screen, scripts as modules, and links its stylesheets, in CORS mode", async () => {
    const links = await runAt('/army/Stormcast%20Eternals', TABLE);
    expect(links.map((link) => [link.rel, link.as || null, link.getAttribute('href'), link.crossOrigin])).toEqual([
      ['modulepreload', null, '/assets/army-page-a1.js', ''],
      ['modulepreload', null, '/assets/cards-b2.js', ''],
      // Linked, not preloaded: Vite's chunk loader links a stylesheet a second time unless it is linked already.
      ['stylesheet', null, '/assets/army-page-a1.css', ''],
    ]);
  });

  it("starts requests in a task until it has used 10 ms, the screen's own chunk first: all together held the page for one long task", async () => {
    const files = Array.from({ length: 9 }, (_, index) => `/assets/part-${index}.js`);
    // Each request costs the page 4 ms on the test's clock, the fifth 30 ms.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const append = document.head.append.bind(document.head);
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes) if (node instanceof HTMLLinkElement) now += node.getAttribute('href') === files[4] ? 30 : 4;
      append(...nodes);
    });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      await startAt('/army/Stormcast%20Eternals', JSON.stringify([['^/army/', files]]));
      // 4 + 4 + 4 ms: the third request passes the budget, the fourth waits for the next task.
      expect(links().map((link) => link.getAttribute('href'))).toEqual(files.slice(0, 3));
      vi.advanceTimersToNextTimer();
      // The costly fifth ends its task.
      expect(links()).toHaveLength(5);
      vi.advanceTimersToNextTimer();
      expect(links()).toHaveLength(8);
      vi.advanceTimersToNextTimer();
      expect(links()).toHaveLength(9);
      vi.runAllTimers();
      expect(links()).toHaveLength(9);
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });

  it('starts cheap requests together, in one task', async () => {
    const files = Array.from({ length: 9 }, (_, index) => `/assets/part-${index}.js`);
    vi.spyOn(performance, 'now').mockReturnValue(0);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      await startAt('/army/Stormcast%20Eternals', JSON.stringify([['^/army/', files]]));
      expect(links().map((link) => link.getAttribute('href'))).toEqual(files);
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });

  it("skips the files the app's own chunk loader has linked already: a stylesheet linked twice restyles the whole page", async () => {
    const linked = [
      { rel: 'stylesheet', href: '/assets/army-page-a1.css' },
      { rel: 'modulepreload', href: '/assets/army-page-a1.js' },
    ];
    const after = await runAt('/army/Stormcast%20Eternals', TABLE, linked);
    expect(after.map((link) => link.getAttribute('href'))).toEqual(['/assets/army-page-a1.css', '/assets/army-page-a1.js', '/assets/cards-b2.js']);
  });

  it('preloads nothing at an address no screen of the table matches', async () => {
    await expect(runAt('/settings', TABLE)).resolves.toEqual([]);
  });

  it('costs a damaged or missing table the head start only, never an error', async () => {
    await expect(runAt('/rules', '[["^/rules/?$", ')).resolves.toEqual([]);
    await expect(runAt('/rules', '{"not": "a table"}')).resolves.toEqual([]);
    document.head.innerHTML = '';
    vi.resetModules();
    await expect(import('./route-preload')).resolves.toBeDefined();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
