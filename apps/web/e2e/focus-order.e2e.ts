// Keyboard and screen reader order in a real browser: the first Tab reaches a
// skip link past the header bar; every screen names the tab after its
// heading; after a navigation the new screen's heading has the focus (not
// the top of the document), and a sheet gives it back to its opener.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { createList } from './builder-steps.js';
import { openPage, useBrowser, waitForGameData } from './harness.js';

const browser = useBrowser();

const focused = (page: Page) => page.evaluate(() => ({ tag: document.activeElement?.tagName, text: document.activeElement?.textContent?.trim() }));

describe('focus order and page titles', () => {
  it('skips to the content, titles each screen and focuses its heading after each step', { timeout: 120_000 }, async () => {
    const { context, page } = await openPage(browser(), { viewport: 'desktop', theme: 'light', path: '/' });
    await waitForGameData(page);
    await page.keyboard.press('Tab');
    await expect(focused(page)).resolves.toEqual({ tag: 'A', text: 'Skip to content' });
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main');

    await page.getByRole('tab', { name: 'Lists' }).click();
    const create = page.getByRole('button', { name: '+ Create' });
    await create.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Create New List', level: 1 }).waitFor();
    await expect.poll(() => focused(page)).toEqual({ tag: 'H1', text: 'Create New List' });
    await expect(page.title()).resolves.toBe('Create New List · Scrolldex');
    await page.goBack();

    // The builder: its heading after the create form, and again after the picker.
    await createList(page, 'Keyboard Host', 'stormcast', 'Stormcast Eternals');
    await expect(page.title()).resolves.toBe('Keyboard Host · Scrolldex');
    const addRegiment = page.getByRole('button', { name: 'Add regiment', exact: true });
    await addRegiment.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Select a Unit', level: 1 }).waitFor();
    await expect(page.title()).resolves.toBe('Select a Unit · Scrolldex');
    await context.close();
  });
});
