// The global search overlay and the Search Reference page in a real browser on
// the real data: names, keyword and comparison filters, navigation, the
// parser's error over fuzzy matches, history, Legends hidden by default.
import { SEARCH_FIELDS, SEARCH_OPERATORS } from '@scrolldex/rules';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { ALL_LOOKS, LOOKS, openPage, screenshot, useBrowser, waitForGameData, type PageOptions } from './harness.js';

const browser = useBrowser({ keptPages: true, keepGameData: true });

/** A page of the app with the game data loaded and notices out of the way; `storage` is set before the app starts. */
async function openApp({ storage = {}, ...options }: PageOptions & { storage?: Record<string, string> } = {}) {
  const opened = await openPage(browser(), options, storage);
  await waitForGameData(opened.page);
  return opened;
}

async function openSearch(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  const input = page.getByRole('combobox', { name: 'Search' });
  await input.waitFor();
  return input;
}

/** Types a query and presses Enter (which searches at once and stores it). */
async function search(page: Page, query: string) {
  const input = page.getByRole('combobox', { name: 'Search' });
  await input.fill(query);
  await input.press('Enter');
}

/** The overlay is fixed to the viewport: a full-page picture would cut it off at the fold. */
async function overlayShot(page: Page, name: string) {
  await screenshot(page, name, { viewport: true });
}

/** A string only the search index's builder writes (@scrolldex/rules, query/index-army-content.ts): the code that holds it builds the index. */
const INDEX_BUILDER_MARK = 'Unknown alliance';

/** The scripts the page has loaded, by address: its own thread's and, named `.worker-`, its workers'. */
async function loadedScripts(page: Page): Promise<{ url: string; code: string }[]> {
  const urls = await page.evaluate(() =>
    performance.getEntriesByType('resource').flatMap((entry) => (new URL(entry.name).pathname.endsWith('.js') ? [entry.name] : [])),
  );
  return Promise.all(urls.map(async (url) => ({ url, code: await (await fetch(url)).text() })));
}

const result = (page: Page, name: string | RegExp) => page.getByRole('option', { name: typeof name === 'string' ? new RegExp(`^${name}\\b`) : name });

describe('the global search overlay', () => {
  it('finds a unit by name and opens its page; Escape closes; the page behind does not scroll', async () => {
    const { page } = await openApp({ viewport: 'phone', theme: 'light' });
    const input = await openSearch(page);
    await expect(input.getAttribute('placeholder')).resolves.toBe('Search...');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await input.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await openSearch(page);
    // Typing alone searches after the pause.
    await page.getByRole('combobox', { name: 'Search' }).pressSequentially('Liberators');
    await result(page, 'Liberators').waitFor();
    await expect(result(page, 'Liberators').textContent()).resolves.toContain('Stormcast Eternals');
    // The game-data worker built the index and searched it: the page's own code has no index builder; the worker
    // imports it, as a chunk of its own, when it first builds an index.
    const scripts = await loadedScripts(page);
    expect(scripts.filter((script) => script.code.includes(INDEX_BUILDER_MARK))).toEqual([]);
    const worker = scripts.find((script) => /\/game-data\.worker-[\w-]+\.js$/.test(new URL(script.url).pathname));
    const workerImports = [...(worker?.code ?? '').matchAll(/import\("\.\/([\w.-]+\.js)"\)/g)].map(([, file]) => new URL(file!, worker!.url).href);
    const imported = await Promise.all(workerImports.map(async (url) => ({ url, code: await (await fetch(url)).text() })));
    const builders = imported.filter((script) => script.code.includes(INDEX_BUILDER_MARK)).map((script) => new URL(script.url).pathname);
    expect(builders).toEqual([expect.stringMatching(/\/search-engine-[\w-]+\.js$/)]);
    await result(page, 'Liberators').click();
    await page.waitForURL(/\/army\/Stormcast%20Eternals\/unit\/Liberators$/);
    await page.getByRole('combobox', { name: 'Search' }).waitFor({ state: 'detached' });
  });

  for (const look of LOOKS) {
    it(`finds an ability by its plain name and says where, in a panel at most 750 px wide (${look.viewport}, ${look.theme})`, async () => {
      const { page } = await openApp(look);
      await openSearch(page);
      await search(page, 'sce righteous avengers');
      const unit = result(page, 'Lord-Celestant on Dracoth');
      await unit.waitFor();
      await expect(unit.textContent()).resolves.toContain('Army: sce (Stormcast Eternals) · Ability: righteous avengers');
      await result(page, 'Righteous Avengers').waitFor();
      const panel = (await page.getByRole('dialog', { name: 'Search' }).boundingBox())!;
      const width = look.viewport === 'phone' ? 390 : 750;
      expect(Math.round(panel.width)).toBe(width);
      if (look.viewport === 'desktop') expect(Math.round(panel.x)).toBe(Math.round((1280 - 750) / 2));
      await overlayShot(page, `search-plain-words-${look.viewport}-${look.theme}`);
    });
  }

  it('filters by keyword and by comparisons, and opens the active result with the keyboard', async () => {
    const { page } = await openApp({ viewport: 'desktop', theme: 'light' });
    await openSearch(page);
    await search(page, 'k:"warrior chamber" a:sce');
    await result(page, 'Knight-Questor').waitFor();
    await result(page, 'Liberators').waitFor();
    for (const text of await page.getByRole('option').allTextContents()) expect(text).toContain('Stormcast Eternals');

    await search(page, 'a:SCE save<=3');
    await result(page, 'Liberators').waitFor();
    for (const text of await page.getByRole('option').allTextContents()) expect(text).toContain('Stormcast Eternals');

    await search(page, 'move>=12');
    await result(page, 'Aetherwings').waitFor();
    await expect(result(page, 'Liberators').count()).resolves.toBe(0);

    await search(page, 'n="Liberators"');
    await page.getByText('1 result', { exact: true }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/unit\/Liberators$/);
  });

  it("shows the parser's message with the bad part underlined above fuzzy matches", async () => {
    for (const look of LOOKS) {
      const { page } = await openApp(look);
      await openSearch(page);
      await search(page, 'k:"liberators');
      const alert = page.getByRole('alert');
      await alert.waitFor();
      await expect(alert.textContent()).resolves.toContain('Unterminated quoted string. Showing fuzzy matches instead.');
      await expect(alert.locator('mark').textContent()).resolves.toBe('"liberators');
      await result(page, 'Liberators').waitFor();
      await overlayShot(page, `search-error-${look.viewport}-${look.theme}`);

      await search(page, 'o:"mortal damage" a:sce');
      await page.getByRole('group', { name: 'Abilities' }).waitFor();
      if (ALL_LOOKS) await overlayShot(page, `search-results-${look.viewport}-${look.theme}`);
    }
  });

  it('shows the last distinct queries, newest first, when the input is empty', async () => {
    for (const look of LOOKS) {
      const { page } = await openApp(look);
      await openSearch(page);
      for (const query of ['Liberators', 'k:hero', 'a:sce', 'k:hero']) await search(page, query);
      await page.getByRole('combobox', { name: 'Search' }).fill('');
      const history = page.getByRole('region', { name: 'Recent searches' });
      await expect.poll(() => history.getByRole('button').allTextContents()).toEqual(['k:hero', 'a:sce', 'Liberators']);
      await overlayShot(page, `search-history-${look.viewport}-${look.theme}`);

      // Kept across visits.
      await page.keyboard.press('Escape');
      await page.reload();
      await waitForGameData(page);
      await openSearch(page);
      await expect(page.getByRole('region', { name: 'Recent searches' }).getByRole('button').first().textContent()).resolves.toBe('k:hero');
    }
  });

  it('hides Legends content unless Show Legends is on', async () => {
    const hidden = await openApp({ viewport: 'desktop', theme: 'light' });
    await openSearch(hidden.page);
    await search(hidden.page, 'n:"Astreia Solbright"');
    await hidden.page.getByText(/^\d+ results?$/).waitFor();
    await expect(result(hidden.page, 'Astreia Solbright').count()).resolves.toBe(0);

    const shown = await openApp({ viewport: 'desktop', theme: 'light', storage: { showLegends: 'true' } });
    await openSearch(shown.page);
    await search(shown.page, 'n:"Astreia Solbright"');
    await result(shown.page, 'Astreia Solbright').first().waitFor();
    await expect(result(shown.page, 'Astreia Solbright').first().textContent()).resolves.toContain('Legends');
  });
});

describe('the Search Reference page', () => {
  it('lists every operator and field of the engine, and an example opens the search with it', async () => {
    for (const look of LOOKS) {
      const { page } = await openApp({ ...look, path: '/search' });
      await page.getByRole('heading', { name: 'Search Reference', level: 1 }).waitFor();
      for (const operator of SEARCH_OPERATORS) await page.getByRole('heading', { name: operator.name, exact: true }).waitFor();
      for (const field of SEARCH_FIELDS) {
        const heading = page.getByRole('heading', { name: field.name, exact: true });
        await heading.waitFor();
        for (const example of field.examples)
          await page
            .getByRole('button', { name: `Search for ${example.query}`, exact: true })
            .first()
            .waitFor();
      }
      await screenshot(page, `search-reference-${look.viewport}-${look.theme}`);
      if (look === LOOKS[0]) {
        await page.getByRole('button', { name: 'Search for k:hero k:monster', exact: true }).click();
        await expect(page.getByRole('combobox', { name: 'Search' }).inputValue()).resolves.toBe('k:hero k:monster');
        await page.getByRole('option').first().waitFor();
        await page.getByRole('button', { name: 'Search help' }).click();
        await page.getByRole('combobox', { name: 'Search' }).waitFor({ state: 'detached' });
      }
    }
  });
});
