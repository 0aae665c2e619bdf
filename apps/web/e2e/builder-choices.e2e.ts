// Rules at the point of choice, in a real browser on the real data: the
// formation, a battle tactic card and the regiment of renown are chosen from
// sheets of readable cards (rules text, points, who may take it, the current
// choice marked, Legends only when asked), and the builder shows the chosen
// one's rules on demand; a hero's heroic traits come as cards too, and
// wargear reads per model. Focus goes back to the button that opened a
// sheet. Pictured in every look.
import { describe, expect, it } from 'vitest';

import { addRegiment, addToRegiment, chooseListChoice, createList, storedLists, withUnitOptions } from './builder-steps.js';
import { LOOKS, openPage, screenshot, useBrowser } from './harness.js';

const browser = useBrowser();

describe('the builder shows the rules where a choice is made', () => {
  it('chooses the formation, a card and a regiment of renown from cards with their rules', { timeout: 240_000 }, async () => {
    for (const look of LOOKS) {
      const name = `${look.viewport}-${look.theme}`;
      const { context, page } = await openPage(browser(), look);
      await createList(page, 'Storm Cards', 'stormcast', 'Stormcast Eternals');

      // The formation sheet: each formation's abilities, read before choosing.
      const openFormation = page.getByRole('button', { name: 'Choose battle formation' });
      // From the keyboard, as a screen reader user opens it.
      await openFormation.focus();
      await page.keyboard.press('Enter');
      const formations = page.getByRole('dialog', { name: 'Battle formation' });
      const thunderhead = formations.getByRole('listitem', { name: 'Thunderhead Host' });
      await thunderhead.getByRole('article').first().waitFor();
      console.log(await screenshot(page, `choice-formation-${name}`));
      await thunderhead.getByRole('button', { name: 'Choose Thunderhead Host' }).click();
      await formations.waitFor({ state: 'hidden' });
      // Focus is back on the control that opened the sheet, now 'Change' (its label follows the saved choice a render later).
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Change battle formation');

      // A battle tactic card: its three tactics on the card.
      await page.getByRole('button', { name: 'Choose first battle tactic card' }).click();
      const cards = page.getByRole('dialog', { name: 'First battle tactic card' });
      const onslaught = cards.getByRole('listitem', { name: 'Blazing Onslaught' });
      await onslaught.getByText('Master of Arms').waitFor();
      console.log(await screenshot(page, `choice-card-${name}`));
      await onslaught.getByRole('button', { name: 'Choose Blazing Onslaught' }).click();
      await cards.waitFor({ state: 'hidden' });
      await chooseListChoice(page, 'Second battle tactic card', 'Legend of the Parch');

      // The chosen card's rules, on demand in the builder.
      const first = page.getByRole('group', { name: 'First battle tactic card' });
      await first.getByRole('button', { name: 'Show the rules of Blazing Onslaught' }).click();
      await first.getByText('Master of Arms').waitFor();
      console.log(await screenshot(page, `choice-field-${name}`));

      // The regiment of renown: its units on the card, Legends only once asked and badged.
      await page.getByRole('button', { name: 'Add regiment of renown' }).click();
      const renown = page.getByRole('dialog', { name: 'Regiment of renown' });
      await renown.getByRole('listitem', { name: 'Gotrek Gurnisson' }).getByText('Units: Gotrek Gurnisson').waitFor();
      await expect(renown.getByRole('listitem', { name: 'Heroes of the Jade Abbey' }).count()).resolves.toBe(0);
      await renown.getByRole('switch', { name: 'Also show Legends' }).click();
      await renown.getByRole('listitem', { name: 'Heroes of the Jade Abbey' }).getByText('Legends', { exact: true }).waitFor();
      console.log(await screenshot(page, `choice-renown-${name}`));
      await renown.getByRole('button', { name: 'Choose Gotrek Gurnisson' }).click();
      await renown.waitFor({ state: 'hidden' });

      // A hero's heroic trait, from cards with their abilities; Liberators' wargear read per model.
      await addRegiment(page, 'Knight-Azyros');
      await addToRegiment(page, "General's Regiment", ['Liberators']);
      await withUnitOptions(page, "General's Regiment", 'Knight-Azyros', async (sheet) => {
        await sheet.getByRole('button', { name: 'Choose heroic traits' }).click();
        const traits = page.getByRole('dialog', { name: 'Heroic Traits' });
        await traits.getByRole('listitem').first().getByRole('article').first().waitFor();
        console.log(await screenshot(page, `choice-trait-${name}`));
        await traits.getByRole('button', { name: 'Close' }).click();
        await traits.waitFor({ state: 'hidden' });
      });
      await withUnitOptions(page, "General's Regiment", 'Liberators', async (sheet) => {
        await sheet.getByText(/^\d of 5 models/).waitFor();
        console.log(await screenshot(page, `wargear-${name}`));
      });

      await expect.poll(async () => (await storedLists(page))[0]).toMatchObject({ name: 'Storm Cards', regimentOfRenown: 'Gotrek Gurnisson' });
      await context.close();
    }
  });
});
