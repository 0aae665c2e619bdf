// Steps of the BCP connection the browser tests share.
import type { Page } from 'playwright-core';

export const BCP_CONNECTED = 'Connected to BCP as Ada (inkwell) Quill.';

/** Presses Connect on the settings card and waits for the round trip through the server and BCP's sign-in to come back. */
export async function connectBcp(page: Page): Promise<void> {
  const card = page.getByRole('region', { name: 'Best Coast Pairings' });
  await card.getByRole('button', { name: 'Connect' }).click();
  await page.waitForURL(/\/settings$/);
  await card.getByText(BCP_CONNECTED).waitFor();
}
