// The account's data on a shared browser (docs/decisions.md, "Logging out keeps the account's data separate"), in Chromium
// against the real server: one player's lists, favourite and BCP login leave
// the device with the logout and never reach the next player's account, and come
// back at the next login; a logout with changes not synced asks first (Sync now,
// Log out anyway); lists made while logged out join an account only when the
// player says so; a save the full store refuses stays on screen until one
// succeeds. The new dialogs and the banner are pictured in every look. The
// lists these tests start from are made by the engine and stored before the
// app starts, and a page starts logged in with a session made through the API,
// wherever the test is not about making a list or logging in.
import type { ArmyList } from '@scrolldex/rules';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { storedLibraryEntries } from '../src/test/battle-list.js';

import { listAction } from './builder-steps.js';
import { connectBcp } from './bcp-steps.js';
import { engineList } from './engine-lists.js';
import { goWithin } from './go-within.js';
import { openPage, pictureLooks, screenshot, useBrowser } from './harness.js';
import { holdsLibrary, storedLists } from './stored-library.js';
import { ACCESS_TOKEN_KEY, accountIdOf, api, asAccount, REFRESH_TOKEN_KEY, until } from './server-api.js';
import { newAccount as accountFromApi, sessionEntries } from './test-accounts.js';

const PASSWORD = 'correct horse battery';
/** The localStorage keys of the account-owned stores (state/account-data) and whose they are (state/account-data-owner). */
const ACCOUNT_KEYS = ['favorites', 'unitSettingsStore', 'bcpLogin', 'battleTrackers', 'accountDataOwner'];

type Named = { id: string; name: string };

const browser = useBrowser({ keptPages: true, keepGameData: true });

const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}`;

/** The account's live lists on the server. */
function serverLists(username: string): Promise<Named[]> {
  return asAccount(username, PASSWORD, async (accessToken) => {
    const { listStates } = await api<{ listStates: { id: string; deleted: boolean }[] }>('/lists/states', { token: accessToken });
    const live = listStates.filter((state) => !state.deleted).map((state) => state.id);
    return (await api<{ lists: Named[] }>('/lists/sync', { method: 'POST', token: accessToken, body: JSON.stringify({ outdatedLists: live }) })).lists;
  });
}

/** The account's favourites on the server. */
function serverFavourites(username: string): Promise<{ key: string; isFavorited: boolean }[]> {
  return asAccount(
    username,
    PASSWORD,
    async (accessToken) => (await api<{ favorites: { key: string; isFavorited: boolean }[] }>('/favorites', { token: accessToken })).favorites,
  );
}

const serverListNames = async (username: string) => (await serverLists(username)).map((list) => list.name).sort();

/** An account made through the API with the tests' password, and its first session. */
const newAccount = (prefix: string) => accountFromApi(prefix, PASSWORD);

/**
 * New empty Stormcast Eternals lists as the create screen makes them (engineList): these tests are about whose library
 * a list is in, not about making one. Stored in a page's localStorage as earlier versions kept them, the app moves
 * them into the library of whoever is logged in as it starts.
 */
const newLists = (...names: string[]): ArmyList[] => names.map((name) => engineList({ name, faction: 'Stormcast Eternals' }));

/** Until `owner`'s stored lists are the ones named (sorted). */
async function expectStoredListNames(page: Page, names: string[], owner = 'device'): Promise<void> {
  await expect.poll(async () => (await storedLists<Named>(page, owner)).map((list) => list.name).sort(), { timeout: 10_000 }).toEqual(names);
}

async function fill(page: Page, label: string, value: string): Promise<void> {
  await page.getByRole('dialog').getByLabel(label, { exact: true }).fill(value);
}

async function signUp(page: Page, username: string): Promise<void> {
  await goWithin(page, '/account');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await fill(page, 'Username', username);
  await fill(page, 'Email', `${username}@example.com`);
  await fill(page, 'Password', PASSWORD);
  await fill(page, 'Confirm Password', PASSWORD);
  await page.getByRole('dialog').getByRole('button', { name: 'Sign Up' }).click();
  await page.getByText(`You are logged in as: ${username}`).waitFor();
}

/** Logs in on the account screen; the login dialog has closed when this returns. */
async function logIn(page: Page, username: string): Promise<void> {
  if (new URL(page.url()).pathname !== '/account') await goWithin(page, '/account');
  await page.getByRole('button', { name: 'Login' }).click();
  await fill(page, 'Email or Username', username);
  await fill(page, 'Password', PASSWORD);
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Login' }).click();
  await page.getByText(`You are logged in as: ${username}`).waitFor();
  await page.getByRole('dialog', { name: 'Login' }).waitFor({ state: 'hidden' });
}

/** Sync now on the account screen, then until every store there says all is synced. */
async function syncNow(page: Page): Promise<void> {
  if (new URL(page.url()).pathname !== '/account') await goWithin(page, '/account');
  await page.getByRole('button', { name: 'Sync now' }).click();
  await until(async () => {
    const counts = await page.getByLabel(/: \d+\/\d+ synced$/).evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''));
    return counts.length === 4 && counts.every((label) => /: (\d+)\/\1 synced$/.test(label));
  }, 'everything synced');
}

/**
 * Renames list `listId`, named `from`, to `to` on its settings screen. The screen's subtitle names the list: the form
 * is the list's own once it says `from` (the app may still show another list's settings just after the move), and the
 * rename is done once it says `to` (a toast of the rename before may still be up).
 */
async function rename(page: Page, listId: string, from: string, to: string): Promise<void> {
  await goWithin(page, `/list/${listId}/settings`);
  await page.getByText(from, { exact: true }).waitFor();
  await page.getByLabel('List name').fill(to);
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByText(to, { exact: true }).waitFor();
}

/** What the device keeps of accounts: account-owned localStorage keys, tokens, and whether an account's library is stored. */
async function accountTraces(page: Page, id: string): Promise<{ keys: string[]; tokens: unknown[]; library: boolean }> {
  const local = await page.evaluate(
    ({ keys, tokenKeys }) => ({
      keys: keys.filter((key) => localStorage.getItem(key) !== null),
      tokens: tokenKeys.map((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown),
    }),
    { keys: ACCOUNT_KEYS, tokenKeys: [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY] },
  );
  return { ...local, library: await holdsLibrary(page, `account:${id}`) };
}

async function expectNoTraces(page: Page, id: string): Promise<void> {
  let traces = await accountTraces(page, id);
  await until(async () => {
    traces = await accountTraces(page, id);
    return traces.keys.length === 0 && traces.tokens.every((token) => token === null) && !traces.library;
  }, "the account's data gone from the device").catch((error: unknown) => {
    throw new Error(`${(error as Error).message}: still there ${JSON.stringify(traces)}`);
  });
}

/** The Lists tab, reached in the app; it shows the library without waiting for the game data. */
async function openListsTab(page: Page): Promise<void> {
  await goWithin(page, '/');
  await page.getByRole('tab', { name: 'Lists' }).click();
  await page.getByRole('heading', { name: 'Your Lists' }).waitFor();
}

describe("the account's data on a shared browser", () => {
  // A sign-up, a login and syncs: about 40 s under load.
  it("leaves nothing of one player's account for the next, and brings it back from the server at that player's next login", async () => {
    const { username: alice, tokens } = await newAccount('alice');
    const bob = uniqueName('bob');
    const aliceId = accountIdOf(tokens.accessToken);
    const [privateList] = newLists('Alice Private');
    const listId = privateList!.id;

    // Alice, logged in, has a private list on the device; she stars an army and connects BCP; it all syncs.
    const { page } = await openPage(browser(), { viewport: 'phone', path: '/' }, { ...sessionEntries(tokens), ...storedLibraryEntries(privateList!) });
    await expectStoredListNames(page, ['Alice Private'], `account:${aliceId}`);
    await page.getByRole('tab', { name: 'Browse' }).click();
    await page.getByRole('button', { name: 'Favourite Seraphon', exact: true }).click();
    await goWithin(page, '/settings');
    await connectBcp(page);
    await syncNow(page);
    expect(await serverListNames(alice)).toEqual(['Alice Private']);

    // Alice logs out: nothing of her account is left readable on the device.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expectNoTraces(page, aliceId);
    expect(await storedLists(page)).toEqual([]);
    expect(await page.evaluate(() => Object.values(localStorage).some((value) => value.includes('Alice Private')))).toBe(false);
    // What the device shows of her from now on: the app started afresh on what is stored, then its screens.
    await page.goto('/');
    await openListsTab(page);
    await page.getByText('You have no saved lists yet.').waitFor();
    await page.getByRole('tab', { name: 'Browse' }).click();
    await expect(page.getByRole('button', { name: 'Favourite Seraphon', exact: true }).getAttribute('aria-pressed')).resolves.toBe('false');
    await goWithin(page, '/import-event');
    await page.getByText('No Events. Connect to BCP first.').waitFor();
    await goWithin(page, `/list/${listId}`);
    await page.getByText('This list is not on this device.').waitFor();

    // Bob signs up on the same browser: his account gets none of Alice's data.
    await signUp(page, bob);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await syncNow(page);
    await page.getByLabel('Lists: 0/0 synced').waitFor();
    expect(await serverLists(bob)).toEqual([]);
    expect((await serverFavourites(bob)).filter((entry) => entry.isFavorited)).toEqual([]);
    await openListsTab(page);
    await page.getByText('You have no saved lists yet.').waitFor();

    // Bob logs out and Alice logs in: her list and star come back from the server.
    await goWithin(page, '/account');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await logIn(page, alice);
    await openListsTab(page);
    await page.getByRole('list', { name: 'Saved lists and folders' }).getByText('Alice Private').waitFor({ timeout: 20_000 });
    await page.getByRole('tab', { name: 'Browse' }).click();
    const star = page.getByRole('button', { name: 'Favourite Seraphon', exact: true });
    await until(async () => (await star.getAttribute('aria-pressed')) === 'true', "Alice's star back");
  }, 120_000);

  it('asks before logging out with changes not synced: Sync now sends them and logs out, Log out anyway loses them', async () => {
    const { username: carol, tokens } = await newAccount('carol');
    const carolId = accountIdOf(tokens.accessToken);
    const lists = newLists('First Host', 'Second Host');
    const [first, second] = lists.map((list) => list.id) as [string, string];
    const { context, page } = await openPage(browser(), { viewport: 'phone', path: '/' }, { ...sessionEntries(tokens), ...storedLibraryEntries(...lists) });
    await expectStoredListNames(page, ['First Host', 'Second Host'], `account:${carolId}`);
    await syncNow(page);
    expect(await serverListNames(carol)).toEqual(['First Host', 'Second Host']);

    // The server's sync route cannot be reached: both renames stay on this device.
    await page.route('**/lists/sync', (route) => route.abort());
    await rename(page, first, 'First Host', 'First Renamed');
    await rename(page, second, 'Second Host', 'Second Renamed');
    await goWithin(page, '/account');
    await page.getByRole('button', { name: 'Log out' }).click();
    const prompt = page.getByRole('dialog', { name: 'Log out?' });
    await prompt.getByText('2 lists have changes that are not synced yet.').waitFor();
    await pictureLooks(page, 'logout-unsynced');

    // Offline, Sync now waits for the connection.
    await context.setOffline(true);
    await prompt.getByText(/^You are offline/).waitFor();
    expect(await prompt.getByRole('button', { name: 'Sync now' }).isDisabled()).toBe(true);
    await screenshot(page, 'logout-unsynced-offline-phone-light');

    // Back online with the route answering: Sync now sends both renames, then logs out.
    // The route answers before the connection returns: the sync the reconnect starts must not meet the aborting one.
    await page.unroute('**/lists/sync');
    await context.setOffline(false);
    await prompt.getByRole('button', { name: 'Sync now' }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor({ timeout: 20_000 });
    expect(await serverListNames(carol)).toEqual(['First Renamed', 'Second Renamed']);
    await expectNoTraces(page, carolId);

    // Log out anyway: a rename that never reached the server is gone with the logout.
    await logIn(page, carol);
    await openListsTab(page);
    await page.getByText('First Renamed').waitFor({ timeout: 20_000 });
    await page.route('**/lists/sync', (route) => route.abort());
    await rename(page, first, 'First Renamed', 'Never Synced');
    await goWithin(page, '/account');
    await page.getByRole('button', { name: 'Log out' }).click();
    await prompt.getByText('1 list has changes that are not synced yet.').waitFor();
    await prompt.getByRole('button', { name: 'Log out anyway' }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.unroute('**/lists/sync');
    expect(await storedLists(page)).toEqual([]);
    expect(await serverListNames(carol)).toEqual(['First Renamed', 'Second Renamed']);
    await logIn(page, carol);
    await openListsTab(page);
    await page.getByText('First Renamed').waitFor({ timeout: 20_000 });
    expect(await page.getByText('Never Synced').count()).toBe(0);
  }, 120_000);

  it('asks before adding the lists made on this device to the account that logs in: Not now keeps them apart, Add moves them', async () => {
    const { username: dave } = await newAccount('dave');
    const stored = storedLibraryEntries(...newLists('Device One', 'Device Two', 'Device Three'));
    const { page } = await openPage(browser(), { viewport: 'phone', path: '/' }, stored);
    // The Lists tab reads the library: the lists move into the device's own before anyone logs in.
    await page.getByRole('tab', { name: 'Lists' }).click();
    await page.getByRole('list', { name: 'Saved lists and folders' }).getByText('Device Three').waitFor();
    await expectStoredListNames(page, ['Device One', 'Device Three', 'Device Two']);
    await logIn(page, dave);
    const question = page.getByRole('dialog', { name: 'Add the 3 lists on this device to your account?' });
    await question.waitFor();
    await pictureLooks(page, 'device-lists-question');

    // Not now: the account's (empty) library is shown, the device's lists stay apart and off the server.
    await question.getByRole('button', { name: 'Not now' }).click();
    await question.waitFor({ state: 'hidden' });
    await syncNow(page);
    expect(await serverLists(dave)).toEqual([]);
    await openListsTab(page);
    const notice = page.getByRole('complementary', { name: 'Lists on this device' });
    await notice.getByText('3 lists on this device are not in your account.').waitFor();
    await page.getByText('You have no saved lists yet.').waitFor();
    await pictureLooks(page, 'device-lists-notice');

    // Add: they join the account and sync there; the device keeps none of its own.
    await notice.getByRole('button', { name: 'Add to account' }).click();
    await question.getByRole('button', { name: 'Add to account' }).click();
    await page.getByText('Added 3 lists to your account.', { exact: true }).waitFor();
    await notice.waitFor({ state: 'hidden' });
    await page.getByRole('list', { name: 'Saved lists and folders' }).getByText('Device Three').waitFor();
    await syncNow(page);
    expect(await serverListNames(dave)).toEqual(['Device One', 'Device Three', 'Device Two']);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await openListsTab(page);
    await page.getByText('You have no saved lists yet.').waitFor();
    expect(await storedLists(page)).toEqual([]);
  }, 120_000);
});

describe('a full store', () => {
  it('shows a save the store refused until one succeeds, and never keeps it as saved', async () => {
    const [roomy] = newLists('Roomy Host');
    const listId = roomy!.id;
    const { page } = await openPage(browser(), { viewport: 'phone', path: `/list/${listId}` }, storedLibraryEntries(roomy!));
    await page.getByRole('heading', { name: 'Roomy Host', level: 1 }).waitFor();
    await expectStoredListNames(page, ['Roomy Host']);

    // The device's storage is full: every IndexedDB write fails as a browser over its quota does.
    await page.evaluate(() => {
      const prototype = IDBObjectStore.prototype as IDBObjectStore & { fullPut?: unknown; fullAdd?: unknown };
      prototype.fullPut = prototype.put;
      prototype.fullAdd = prototype.add;
      const full = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      prototype.put = full;
      prototype.add = full;
    });
    // In the app (a page load would start afresh): the builder's settings, a rename.
    await listAction(page, 'List settings');
    await page.getByLabel('List name').fill('Renamed When Full');
    await page.getByRole('button', { name: 'Rename' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Could not save on this device: storage is full.' });
    await banner.waitFor();
    await banner.getByText('Your latest changes are not saved').waitFor();
    expect((await storedLists<Named>(page)).map((list) => list.name)).toEqual(['Roomy Host']);
    await pictureLooks(page, 'storage-full-banner');
    // It stays on every screen until a save succeeds.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`**/list/${listId}`);
    await banner.waitFor();

    // Space freed as the player taps Try again, not before: a write the app makes on its own (seen once under load)
    // would otherwise store the pending change first and take the banner, and its button, away before the tap.
    await page.evaluate(() => {
      const freeSpace = () => {
        const prototype = IDBObjectStore.prototype as IDBObjectStore & { fullPut?: IDBObjectStore['put']; fullAdd?: IDBObjectStore['add'] };
        prototype.put = prototype.fullPut!;
        prototype.add = prototype.fullAdd!;
      };
      document.addEventListener('click', freeSpace, { capture: true, once: true });
    });
    // Try again stores the pending change, and the banner goes.
    await banner.getByRole('button', { name: 'Try again' }).click();
    await banner.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await storedLists<Named>(page)).map((list) => list.name)).toEqual(['Renamed When Full']);
    await page.reload();
    await page.getByRole('heading', { name: 'Renamed When Full', level: 1 }).waitFor();
  });
});
