// Screen tests wait for what a screen shows (findBy..., waitFor) as long as a
// busy machine needs: in `pnpm test` they share two cores with the browser
// tests, and Testing Library's default of one second is not enough there.
// Every file's IndexedDB is fake-indexeddb's, there from the start, so a file's own import of it adds nothing.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

configure({ asyncUtilTimeout: 10_000 });

// The files of a worker share one jsdom (vitest.config.ts): each file starts from an empty page, web storage
// and IndexedDB, and leaves the globals it replaced and the properties it gave the window, navigator and document as it found them.
afterEach(cleanup);

const ownPropertiesAtStart = new Map<object, Set<PropertyKey>>();

beforeAll(async () => {
  // The Vite plugins' tests run in Node, with no page.
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  // The device's IndexedDB too: no file finds the lists, games or rosters another one stored.
  const { database } = await import('../data/db');
  const db = database();
  await db.transaction('rw', db.tables, () => Promise.all(db.tables.map((table) => table.clear())));
  for (const target of [window, navigator, document]) ownPropertiesAtStart.set(target, new Set(Reflect.ownKeys(target)));
});

afterAll(() => {
  vi.unstubAllGlobals();
  for (const [target, keys] of ownPropertiesAtStart) {
    for (const key of Reflect.ownKeys(target)) if (!keys.has(key)) Reflect.deleteProperty(target, key);
  }
});
