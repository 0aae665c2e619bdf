// The Rules browser, an FAQ section, a rule found by search and a battle
// tactic card in a real browser, on the real rule documents and the e2e FAQ
// fixture (e2e/fixtures/faq.json).
import { describe, expect, it } from 'vitest';

import { LOOKS, screenshot, useBrowser, violationsInBothThemes, type PageOptions } from './harness.js';
import { openQuietPage } from './quiet-page.js';

const browser = useBrowser({ keptPages: true, keepGameData: true });

/** A page of the app with the game data loaded and notices out of the way. */
function openApp(options: PageOptions) {
  return openQuietPage(browser(), options);
}

describe('the Rules browser', () => {
  it('shows the FAQ and the three rule documents, sections folding open', async () => {
    for (const look of LOOKS) {
      const { page } = await openApp({ ...look, path: '/rules' });
      await page.getByRole('heading', { name: 'Rules', level: 1 }).waitFor();
      for (const title of ['FAQ', 'CORE RULES', 'ADVANCED RULES', /BATTLE PACK$/]) await page.getByRole('heading', { name: title, level: 2 }).waitFor();
      await page.getByRole('link', { name: /^Regiments/ }).waitFor();
      await page.getByRole('button', { name: 'Commands', exact: true }).click();
      await page.getByRole('article', { name: 'All-out Attack' }).waitFor();
      await expect(page.getByRole('button', { name: 'Commands', exact: true }).getAttribute('aria-expanded')).resolves.toBe('true');
      await screenshot(page, `rules-${look.viewport}-${look.theme}`);
    }
  });

  it('filters sections by text (from the query parameter too) and by favourites', async () => {
    const { page } = await openApp({ viewport: 'desktop', theme: 'light', path: '/rules?query=obscuring' });
    const filter = page.getByRole('searchbox', { name: 'Filter rules...' });
    await expect(filter.inputValue()).resolves.toBe('obscuring');
    await page.getByRole('button', { name: 'Terrain', exact: true }).waitFor();
    await page.getByText(/Obscuring: A unit cannot be targeted/).waitFor();
    await expect(page.getByRole('button', { name: 'Commands', exact: true }).count()).resolves.toBe(0);
    await expect(page.getByRole('heading', { name: 'CORE RULES' }).count()).resolves.toBe(0);

    await filter.fill('');
    await page.getByRole('button', { name: 'Commands', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Favourite Battle Tactic Cards' }).click();
    await page.getByRole('button', { name: 'Show favourites only' }).click();
    await page.getByRole('button', { name: 'Battle Tactic Cards', exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Commands', exact: true }).count()).resolves.toBe(0);
    await expect(page.getByRole('heading', { name: /BATTLE PACK$/ }).count()).resolves.toBe(1);
  });
});

describe('an FAQ section', () => {
  it("shows the section's questions, its rules' questions, the note and the date", async () => {
    for (const look of LOOKS) {
      const { page } = await openApp({ ...look, path: '/search/faq/Regiments' });
      await page.getByRole('heading', { name: 'Regiments', level: 1 }).waitFor();
      await page.getByText('Can a hero join a regiment of another army?').waitFor();
      await page.getByText("No. A regiment's units must all come from the hero's own army, unless a rule says otherwise.").waitFor();
      await page.getByRole('heading', { name: 'Regiment leaders' }).waitFor();
      await page.getByText('Must the general lead a regiment?').waitFor();
      await page.getByText(/Answers from the Scrolldex test club's rules committee/).waitFor();
      await page.getByText(/Updated .*2026/).waitFor();
      // Each question once: the section's own, then its rules'.
      await expect(page.getByText('Can a hero join a regiment of another army?').count()).resolves.toBe(1);
      await expect(page.getByText('Must the general lead a regiment?').count()).resolves.toBe(1);
      await screenshot(page, `faq-${look.viewport}-${look.theme}`);
    }
  });

  it('is reached from the Rules page, and says so for an unknown section', async () => {
    const { page } = await openApp({ viewport: 'phone', theme: 'light', path: '/rules' });
    await page.getByRole('link', { name: /^Combat/ }).click();
    await page.getByText('Do Crit (Mortal) attacks still roll to wound?').waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Combat');
    await page.goto('/search/faq/No%20Such%20Section');
    await page.getByText("There is no FAQ section named 'No Such Section'.").waitFor();
    await expect(page.getByText('Do Crit (Mortal) attacks still roll to wound?').count()).resolves.toBe(0);
  });
});

describe('rules found by search and battle tactic cards', () => {
  it('opens a rule-document section from the search, with its document', async () => {
    const { page } = await openApp({ viewport: 'desktop', theme: 'light' });
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    const input = page.getByRole('combobox', { name: 'Search' });
    await input.fill('is:rule n="Weapon Abilities"');
    await input.press('Enter');
    await page
      .getByRole('option', { name: /^Weapon Abilities/ })
      .first()
      .click();
    await page.waitForURL(/\/search\/rule\//);
    await page.getByRole('heading', { name: 'Weapon Abilities', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Where this rule is' }).getByRole('link', { name: 'CORE RULES' }).waitFor();
    await page.getByText(/Crit \(Mortal\): If an attack made with this weapon scores a critical hit/).waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Weapon Abilities');
    // For the keyboard and screen readers: the page's title, and focus on its heading once the search has taken the player there.
    await expect(page.title()).resolves.toBe('Weapon Abilities · Scrolldex');
    await expect.poll(() => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`)).toBe('H1 Weapon Abilities');
    await screenshot(page, 'rule-by-search-desktop-light');
    expect(await violationsInBothThemes(page, 'rule at 1280')).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await violationsInBothThemes(page, 'rule at 390')).toEqual([]);
  });

  it('shows a card with its three tactics', async () => {
    for (const look of LOOKS) {
      const { page } = await openApp({ ...look, path: '/search/battleTacticCard/Siege%20of%20Ashes' });
      await page.getByRole('heading', { name: 'Siege of Ashes', level: 1 }).waitFor();
      await page.getByRole('article', { name: 'Affray: Form a Wall' }).waitFor();
      await page.getByRole('article', { name: 'Strike: Outpost Territory' }).waitFor();
      await page.getByRole('article', { name: 'Domination: Repel the Attackers' }).waitFor();
      await expect(page.getByRole('article', { name: /^(Affray|Strike|Domination): / }).count()).resolves.toBe(3);
      await screenshot(page, `battle-tactic-card-${look.viewport}-${look.theme}`);
    }
  });
});
