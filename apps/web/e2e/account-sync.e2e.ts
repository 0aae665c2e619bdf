// Accounts and the sync of lists in a real browser against the real server:
// sign up on one device, make a list there and see it reach the server; log in
// on a second, fresh device and find it in the Lists tab; rename it offline on
// the first and see the rename reach the second once back online; ask for a
// reset link; log out. A builder left open on the second shows a rename made
// on the first once the page comes back into view. Then the account screen and its dialogs in every look,
// and Subscribe leading to Stripe's pricing table (a stand-in for Stripe's script).
// The synced lists are made by the engine and stored as the app starts (making
// one through the screens is builder.e2e.ts's).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { PRICING_TABLE_SCRIPT_URL } from '../src/features/account/stripe-pricing-table-script.js';
import { storedLibraryEntries } from '../src/test/battle-list.js';

import { engineList } from './engine-lists.js';
import { goWithin } from './go-within.js';
import { baseUrl, extraScreenshot, LOOKS, looksIt, openPage, screenshot, useBrowser } from './harness.js';
import { storedLists, unsyncedListNames } from './stored-library.js';
import { newAccount as newApiAccount, sessionEntries, storeForNextStart } from './test-accounts.js';
import { PRICING_TABLE } from './test-server-settings.js';
import { ACCESS_TOKEN_KEY, accountIdOf, api, asAccount, REFRESH_TOKEN_KEY, type Tokens, until } from './server-api.js';

const PASSWORD = 'correct horse battery';

type ListStates = { listStates: { id: string; updatedAt: number; deleted: boolean }[] };

// No offline worker (its precache costs each page about a second of CPU): these pages go offline only where the app is
// already open, which needs none.
const browser = useBrowser();

/** The account's lists on the server. */
function serverLists(username: string): Promise<{ id: string; name: string }[]> {
  return asAccount(username, PASSWORD, (accessToken) => serverListsWith(accessToken));
}

async function serverListsWith(accessToken: string): Promise<{ id: string; name: string }[]> {
  const { listStates } = await api<ListStates>('/lists/states', { token: accessToken });
  const live = listStates.filter((state) => !state.deleted).map((state) => state.id);
  const answer = await api<{ lists: { id: string; name: string }[] }>('/lists/sync', {
    method: 'POST',
    token: accessToken,
    body: JSON.stringify({ outdatedLists: live }),
  });
  return answer.lists;
}

/**
 * Stands in for Stripe's pricing-table.js (the tests have no Internet): the same custom element, showing what it
 * was given. The request still goes to Stripe's address, so the page's Content-Security-Policy must allow it.
 */
const FAKE_PRICING_TABLE_SCRIPT = `customElements.define('stripe-pricing-table', class extends HTMLElement {
  connectedCallback() {
    this.textContent = 'Stripe table ' + this.getAttribute('pricing-table-id') + ' (' + this.getAttribute('publishable-key') + ') for '
      + this.getAttribute('customer-email') + ', account ' + this.getAttribute('client-reference-id');
  }
});`;

/** The id of the account the page is logged in with, from the access token the app stored. */
async function loggedInAccountId(page: Page): Promise<string> {
  const token = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as string | null, ACCESS_TOKEN_KEY);
  if (!token) throw new Error('the page is not logged in');
  return accountIdOf(token);
}

/** Logs the page's context in with `tokens`, stored where the app keeps them; returns the account id. */
async function storeSession(page: Page, tokens: Tokens): Promise<string> {
  await storeForNextStart(page, sessionEntries(tokens));
  return accountIdOf(tokens.accessToken);
}

/**
 * A new account on the server, for pages to be logged in with. Each `nextSession()` is a fresh token pair
 * (a refresh token works once), so every look logs in anew without ending the account's session.
 */
async function newAccount(prefix: string): Promise<{ username: string; nextSession: () => Promise<Tokens> }> {
  const { username, tokens } = await newApiAccount(prefix, PASSWORD);
  let { refreshToken } = tokens;
  const nextSession = async () => {
    const pair = await api<Tokens>('/auth/refresh', { method: 'POST', body: JSON.stringify({ refreshToken }) });
    refreshToken = pair.refreshToken;
    return pair;
  };
  return { username, nextSession };
}

/** Logs the page out without telling the server: the account's next session is refreshed from it. */
async function forgetSession(page: Page): Promise<void> {
  await page.evaluate((keys) => keys.forEach((key) => localStorage.removeItem(key)), [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY]);
}

/** A dialog open, its opening animation over, so a picture shows it as the player sees it. */
async function openedDialog(page: Page): Promise<void> {
  await page.getByRole('dialog').waitFor();
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}

async function fill(page: Page, label: string, value: string): Promise<void> {
  await page.getByRole('dialog').getByLabel(label, { exact: true }).fill(value);
}

describe('accounts and list sync', () => {
  // Sign-ups, logins and syncs on two pages: about 45 s alone, more than a minute beside the other tests.
  it('syncs a list between two devices, carries an offline rename, answers a reset request and logs out', async () => {
    const username = `lists${Date.now().toString(36)}`;

    // Device one signs up on the account screen.
    const one = await openPage(browser(), { viewport: 'phone', path: '/account' });
    await one.page.getByRole('heading', { name: 'User Account' }).waitFor();
    await one.page.getByRole('button', { name: 'Sign Up' }).click();
    await fill(one.page, 'Username', username);
    await fill(one.page, 'Email', `${username}@example.com`);
    await fill(one.page, 'Password', PASSWORD);
    await fill(one.page, 'Confirm Password', 'another password');
    await one.page.getByRole('dialog').getByRole('button', { name: 'Sign Up' }).click();
    await one.page.getByRole('dialog').getByRole('alert').getByText('Passwords do not match.').waitFor();
    await fill(one.page, 'Confirm Password', PASSWORD);
    await one.page.getByRole('dialog').getByRole('button', { name: 'Sign Up' }).click();
    await one.page.getByText(`You are logged in as: ${username}`).waitFor();
    expect(await one.page.getByRole('dialog').count()).toBe(0);

    // It has a list, which the app takes into the account's library at its next start.
    const synced = engineList({ name: 'Synced Hammers', faction: 'Stormcast Eternals' });
    const listId = synced.id;
    await storeForNextStart(one.page, storedLibraryEntries(synced));
    await one.page.goto('/account');
    const owner = `account:${await loggedInAccountId(one.page)}`;
    await expect.poll(async () => (await storedLists<{ name: string }>(one.page, owner)).map((list) => list.name)).toEqual(['Synced Hammers']);

    // It reaches the server: 10 s after the change, or at once with 'Sync now'.
    await one.page.getByRole('button', { name: 'Sync now' }).click();
    await until(async () => (await serverLists(username)).some((list) => list.id === listId && list.name === 'Synced Hammers'), 'the list on the server');
    await one.page.getByLabel('Lists: 1/1 synced').waitFor();

    // Device two, fresh, logs in and finds the list in the Lists tab.
    const two = await openPage(browser(), { viewport: 'desktop', path: '/account' });
    await two.page.getByRole('button', { name: 'Login' }).click();
    await fill(two.page, 'Email or Username', username);
    await fill(two.page, 'Password', PASSWORD);
    await two.page.getByRole('dialog').getByRole('button', { name: 'Login' }).click();
    await two.page.getByText(`You are logged in as: ${username}`).waitFor();
    await goWithin(two.page, '/');
    await two.page.getByRole('tab', { name: 'Lists' }).click();
    await two.page.getByText('Synced Hammers').first().waitFor({ timeout: 20_000 });

    // Device one renames the list while offline; back online, the rename syncs.
    await goWithin(one.page, `/list/${listId}/settings`);
    await one.page.getByLabel('List name').waitFor();
    await one.context.setOffline(true);
    await one.page.getByLabel('List name').fill('Renamed Offline');
    await one.page.getByRole('button', { name: 'Rename' }).click();
    // Renamed on the device and waiting to sync, which it cannot while offline.
    await expect.poll(() => unsyncedListNames(one.page, owner)).toEqual(['Renamed Offline']);
    expect((await serverLists(username)).find((list) => list.id === listId)?.name).toBe('Synced Hammers');
    // The network just back is not usable yet: the first sync fails, and the one tried a while later gets through.
    let stateRequests = 0;
    await one.page.route('**/lists/states', (route) => (stateRequests++ === 0 ? route.abort('internetdisconnected') : route.fallback()));
    await one.context.setOffline(false);
    await until(
      async () => (await serverLists(username)).some((list) => list.id === listId && list.name === 'Renamed Offline'),
      'the offline rename on the server',
    );
    expect(stateRequests).toBeGreaterThanOrEqual(2);
    await one.page.unrouteAll();

    // Device two picks it up on its next start.
    await two.page.reload();
    await two.page.getByRole('tab', { name: 'Lists' }).click();
    await two.page.getByText('Renamed Offline').first().waitFor({ timeout: 20_000 });
    expect(await two.page.getByText('Synced Hammers').count()).toBe(0);

    // Device one logs out; a reset link is asked for and answered at once.
    await goWithin(one.page, '/account');
    await one.page.getByRole('button', { name: 'Log out' }).click();
    await one.page.getByRole('button', { name: 'Login' }).waitFor();
    expect(
      await one.page.evaluate((keys) => keys.map((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown), [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY]),
    ).toEqual([null, null]);
    await one.page.getByRole('button', { name: 'Login' }).click();
    await one.page.getByRole('dialog').getByRole('button', { name: 'Forgot Your Password?' }).click();
    await fill(one.page, 'Email or Username', username);
    await one.page.getByRole('dialog').getByRole('button', { name: 'Send Reset Link' }).click();
    await one.page
      .getByRole('dialog')
      .getByText('If an account exists for the provided email or username, a password reset link has been sent. Please check your email and spam folder.')
      .waitFor();
    await openedDialog(one.page);
    await screenshot(one.page, 'account-forgot-sent-phone-light');
    await one.context.close();
    await two.context.close();
  }, 120_000);

  it("shows another device's rename in an open builder when the page comes back into view, and when it last synced", async () => {
    const { username, nextSession } = await newAccount('focus');

    // Device one has a list and sends it at once.
    const focus = engineList({ name: 'Focus Hammers', faction: 'Stormcast Eternals' });
    const listId = focus.id;
    const one = await openPage(browser(), { viewport: 'phone', path: '/account' }, { ...sessionEntries(await nextSession()), ...storedLibraryEntries(focus) });
    await one.page.getByRole('button', { name: 'Sync now' }).click();
    await until(async () => (await serverLists(username)).some((list) => list.id === listId), 'the list on the server');

    // Device two has the list open in its builder, synced.
    const two = await openPage(browser(), { viewport: 'phone', path: `/list/${listId}` }, sessionEntries(await nextSession()));
    await two.page.getByRole('heading', { name: 'Focus Hammers' }).waitFor({ timeout: 20_000 });
    await two.page.getByText('Synced just now').waitFor();
    await screenshot(two.page, 'builder-sync-status-phone-light', { viewport: true });
    await two.page.emulateMedia({ colorScheme: 'dark' });
    await extraScreenshot(two.page, 'builder-sync-status-phone-dark');
    await two.page.emulateMedia({ colorScheme: 'light' });
    // A mark that a reload would wipe.
    await two.page.evaluate(() => Object.assign(window, { sameDocument: true }));

    // Device one renames it; the server has the new name.
    await goWithin(one.page, `/list/${listId}/settings`);
    await one.page.getByLabel('List name').fill('Renamed Elsewhere');
    await one.page.getByRole('button', { name: 'Rename' }).click();
    await goWithin(one.page, '/account');
    await one.page.getByRole('button', { name: 'Sync now' }).click();
    await until(async () => (await serverLists(username)).some((list) => list.id === listId && list.name === 'Renamed Elsewhere'), 'the rename on the server');

    // Device two comes back into view: it syncs, and its open builder shows the new name without a reload.
    await two.page.evaluate(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    await two.page.getByRole('heading', { name: 'Renamed Elsewhere' }).waitFor({ timeout: 20_000 });
    expect(await two.page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await two.page.getByText('Synced just now').waitFor();

    // Offline, it says why it does not sync.
    await two.context.setOffline(true);
    await two.page.getByText('Offline: changes sync when you are back online').waitFor();
    await one.context.close();
    await two.context.close();
  }, 120_000);

  it('shows the server sentence for a wrong password', async () => {
    const { context, page } = await openPage(browser(), { viewport: 'phone', path: '/account' });
    await page.getByRole('button', { name: 'Login' }).click();
    await fill(page, 'Email or Username', 'nobody-here');
    await fill(page, 'Password', 'not the password');
    await page.getByRole('dialog').getByRole('button', { name: 'Login' }).click();
    const alert = page.getByRole('dialog').getByRole('alert');
    await alert.getByText('Incorrect email/username or password.', { exact: true }).waitFor();
    expect(await alert.textContent()).toBe('Incorrect email/username or password.');
    // Still logged out: no session stored.
    await expect(page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY)).resolves.toBeNull();
    await context.close();
  });
});

describe('the password rule (zxcvbn) in the web app', () => {
  it('loads only when a form asks for a new password: never with the first screen, never precached', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(html).not.toContain('password-rule');
    expect(await (await fetch(`${baseUrl()}/sw.js`)).text()).not.toContain('password-rule');
    const { context, page } = await openPage(browser(), { viewport: 'phone', path: '/account' });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog').getByLabel('Password', { exact: true }).waitFor();
    expect(asked.filter((path) => path.includes('password-rule'))).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await fill(page, 'Password', 'aaaaaaaa');
    const strength = page.getByRole('dialog').getByText('Password is too easy to guess: it repeats one character.', { exact: false });
    await strength.waitFor();
    expect(asked.filter((path) => /\/assets\/password-rule-.+\.js$/.test(path))).toHaveLength(1);
    // Tied to the field: a screen reader reads the strength with it.
    const describedBy = (await page.getByRole('dialog').getByLabel('Password', { exact: true }).getAttribute('aria-describedby')) ?? '';
    expect(describedBy.split(' ')).toContain(await strength.getAttribute('id'));
    await context.close();
  });
});

describe('account screen looks', () => {
  looksIt('pictures the account screen and its dialogs in every look', async () => {
    const { username, nextSession } = await newAccount('looks');
    for (const look of LOOKS) {
      const name = `${look.viewport}-${look.theme}`;
      const { context, page } = await openPage(browser(), { ...look, path: '/account' });
      await page.getByRole('button', { name: 'Sign Up' }).waitFor();
      await screenshot(page, `account-logged-out-${name}`);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Login' }).click();
      await page.getByRole('dialog').getByRole('alert').waitFor();
      await openedDialog(page);
      await screenshot(page, `account-login-dialog-${name}`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await openedDialog(page);
      await screenshot(page, `account-signup-dialog-${name}`);
      // The strength of the password as it is typed: refused with the server's reason, then taken.
      await fill(page, 'Username', 'stormfan');
      await fill(page, 'Email', 'stormfan@example.com');
      await fill(page, 'Password', 'sigmar123');
      await page.getByRole('dialog').getByText('Password is too easy to guess: it is made of your name, your email or words of this site.').waitFor();
      await screenshot(page, `account-signup-weak-password-${name}`);
      await fill(page, 'Password', PASSWORD);
      await page.getByRole('dialog').getByText('Hard to guess.', { exact: false }).waitFor();
      await screenshot(page, `account-signup-strong-password-${name}`);
      await page.keyboard.press('Escape');

      // Logged in: the account's tokens stored where the app keeps them.
      await storeSession(page, await nextSession());
      await page.reload();
      await page.getByText(`You are logged in as: ${username}`).waitFor();
      await page.getByLabel('Lists: 0/0 synced').waitFor();
      await screenshot(page, `account-logged-in-${name}`);
      if (look.viewport === 'phone') {
        // The settings page's sync card is where a player without developer mode finds the account.
        await page.goto('/settings');
        await page.getByText(`Logged in as ${username}.`).waitFor();
        await page.getByLabel('Folders: 0/0 synced').scrollIntoViewIfNeeded();
        await screenshot(page, `account-settings-sync-${name}`);
        await page.getByRole('link', { name: 'Account' }).click();
        await page.waitForURL(/\/account$/);
      }
      await page.getByRole('button', { name: 'Change Password' }).click();
      await openedDialog(page);
      await screenshot(page, `account-change-password-${name}`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Delete Account' }).click();
      await openedDialog(page);
      await screenshot(page, `account-delete-${name}`);
      await page.keyboard.press('Escape');
      await forgetSession(page);
      await context.close();
    }
  });
  it("shows Stripe's pricing table for the account from Subscribe, and asks a logged-out player to log in", async () => {
    const { username, nextSession } = await newAccount('payer');
    for (const look of LOOKS) {
      const name = `${look.viewport}-${look.theme}`;
      const { context, page } = await openPage(browser(), { ...look, path: '/price-table' });
      await page.getByText('Please log in to manage your subscription.').waitFor();
      await extraScreenshot(page, `price-table-logged-out-${name}`);

      await page.route(PRICING_TABLE_SCRIPT_URL, (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_PRICING_TABLE_SCRIPT }));
      const accountId = await storeSession(page, await nextSession());
      await page.goto('/account');
      await page.getByRole('tab', { name: 'Subscription' }).click();
      await page.getByText('You have no subscription. Sync works on this server without one.').waitFor();
      await extraScreenshot(page, `account-subscription-${name}`);
      await page.getByRole('link', { name: 'Subscribe' }).click();
      await page.waitForURL(/\/price-table$/);
      const table = page.locator('stripe-pricing-table');
      await table.getByText('Stripe table').waitFor();
      expect(await table.textContent()).toBe(
        `Stripe table ${PRICING_TABLE.pricingTableId} (${PRICING_TABLE.publishableKey}) for ${username}@example.com, account ${accountId}`,
      );
      await screenshot(page, `price-table-${name}`);
      await forgetSession(page);
      await context.close();
    }
  });
});
