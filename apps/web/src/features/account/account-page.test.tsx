import 'fake-indexeddb/auto';

import { createList } from '@scrolldex/rules';
import { createRootRoute, createRoute, Outlet } from '@tanstack/react-router';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { BARE_RUNTIME_CONFIG } from '@scrolldex/contract/test/runtime-config';

import { useScrolldexClient } from '../../shared/scrolldex-client-provider';
import { accountOwner, DEVICE_OWNER, EMPTY_LIBRARY, readLibrary, saveLibrary } from '../../data/list-library-store';
import { NETWORK_ERROR_MESSAGE, ScrolldexClient } from '../../data/scrolldex-client';
import { accountDataOwnerAtom } from '../../state/account-data-owner';
import { bcpLoginAtom } from '../../state/bcp';
import { favouritesAtom, toggleFavouriteAtom } from '../../state/favourites';
import { runtimeConfigAtom } from '../../state/game-data';
import { accessTokenAtom, refreshTokenAtom } from '../../state/session';
import { clearListStorage } from '../../test/list-storage';
import { loadRealGameData } from '../../test/real-game-data';
import { renderScreens } from '../../test/render-screens';
import { AccountPage } from './account-page';
import { PriceTablePage } from './price-table-page';
import { ResetPasswordPage } from './reset-password-page';
import { PRICING_TABLE_SCRIPT_URL } from './stripe-pricing-table-script';

function makeToken(username: string, email: string, productName: string | null = null, subscriptionStatus: string | null = null): string {
  const claims = {
    username,
    email,
    productName,
    subscriptionStatus,
    periodEnd: null,
    cancelAt: null,
    id: 'u1',
    iat: 1,
    exp: Math.floor(Date.now() / 1000) + 3600,
    type: 'access',
  };
  return `${btoa('{}')}.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;
}

const PAIR = { accessToken: makeToken('ada', 'ada@example.com'), refreshToken: 'refresh-1' };

// The password rule (zxcvbn and its word lists) loads and ranks once, here, not inside the first test that rates.
beforeAll(async () => {
  (await import('@scrolldex/contract/password')).ratePassword('');
}, 60_000);
const error = (status: number, message: string) => Response.json({ statusCode: status, error: 'Error', message }, { status });

type Handler = (body: Record<string, string>) => Response;

/** The app at `path` on a fake server: `routes` answer by 'METHOD /path'; every call is recorded. */
function renderApp(path: string, routes: Record<string, Handler>, { loggedIn = false } = {}) {
  const calls: { route: string; body: Record<string, string> }[] = [];
  const fetcher: typeof fetch = async (input, init) => {
    const route = `${init?.method ?? 'GET'} ${String(input)}`;
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : {};
    calls.push({ route, body });
    const handler = routes[route];
    if (!handler) throw new TypeError('Failed to fetch');
    return handler(body);
  };
  const store = createStore();
  if (loggedIn) {
    store.set(accessTokenAtom, PAIR.accessToken);
    store.set(refreshTokenAtom, PAIR.refreshToken);
  }
  const client = new ScrolldexClient({
    tokens: {
      read: () => ({ accessToken: store.get(accessTokenAtom), refreshToken: store.get(refreshTokenAtom) }),
      write: ({ accessToken, refreshToken }) => {
        store.set(accessTokenAtom, accessToken);
        store.set(refreshTokenAtom, refreshToken);
      },
    },
    fetch: fetcher,
    url: (to) => to,
  });
  const root = createRootRoute({ component: Outlet });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Home screen</p> });
  const account = createRoute({ getParentRoute: () => root, path: '/account', component: AccountPage });
  const reset = createRoute({
    getParentRoute: () => root,
    path: '/reset-password',
    validateSearch: z.object({ token: z.string().optional() }),
    component: ResetPasswordPage,
  });
  const priceTable = createRoute({ getParentRoute: () => root, path: '/price-table', component: PriceTablePage });
  const { router, toasts } = renderScreens({ routeTree: root.addChildren([home, account, priceTable, reset]), path, store, client });
  return { store, calls, router, toasts };
}

beforeEach(clearListStorage);
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

function makeList(id: string, name: string, now = 100) {
  const made = createList({ id, name, faction: 'Stormcast Eternals', now }, loadRealGameData());
  if (!made.ok) throw new Error(made.errors[0]?.message);
  return made.value;
}

const BCP_LOGIN = { accessToken: 'bcp-access', refreshToken: 'bcp-refresh', idToken: 'bcp-id' };

/** The account u1 as synced on this device: one list the server holds, one edited since, a favourite and a BCP login. */
async function holdAccountData(store: ReturnType<typeof createStore>, { unsynced }: { unsynced: boolean }) {
  const held = makeList('held', 'Synced list');
  const edited = makeList('edited', 'Edited list', unsynced ? 200 : 100);
  await saveLibrary(accountOwner('u1'), EMPTY_LIBRARY, {
    ...EMPTY_LIBRARY,
    lists: [held, edited],
    synced: { lists: { held: 100, edited: 100 }, folders: {}, order: null },
  });
  store.set(accountDataOwnerAtom, 'u1');
  store.set(bcpLoginAtom, BCP_LOGIN);
}

const dialog = () => screen.getByRole('dialog');

const WITH_PRICING_TABLE = { ...BARE_RUNTIME_CONFIG, stripePricingTable: { publishableKey: 'pk_test_1', pricingTableId: 'prctbl_1' } };
const alertText = async () => (await within(dialog()).findByRole('alert')).textContent;

describe('Account page, logged out', () => {
  it('logs in: checks both fields, shows the server sentence, closes on success and names the account', async () => {
    const user = userEvent.setup();
    const { calls, toasts } = renderApp('/account', {
      'POST /auth/login': (body) => (body.password === 'right password' ? Response.json(PAIR) : error(401, 'Incorrect email/username or password.')),
    });
    await screen.findByRole('heading', { name: 'User Account' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Login' }));
    expect(await alertText()).toBe('Please enter email and password.');
    expect(calls).toHaveLength(0);

    await user.type(within(dialog()).getByLabelText('Email or Username'), ' ada ');
    await user.type(within(dialog()).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog()).getByRole('button', { name: 'Login' }));
    await waitFor(async () => expect(await alertText()).toBe('Incorrect email/username or password.'));
    expect(calls[0]?.body).toEqual({ emailOrusername: 'ada', password: 'wrong' });

    await user.clear(within(dialog()).getByLabelText('Password'));
    await user.type(within(dialog()).getByLabelText('Password'), 'right password');
    await user.click(within(dialog()).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('You are logged in as:').textContent).toBe('You are logged in as: ada');
    expect(screen.queryByText('ada@example.com')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeNull();
    expect(toasts()).toContain('Logged in.');
  });

  it('forgets what was typed when the login dialog closes', async () => {
    const user = userEvent.setup();
    renderApp('/account', {});
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    await user.type(within(dialog()).getByLabelText('Email or Username'), 'ada');
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((within(dialog()).getByLabelText('Email or Username') as HTMLInputElement).value).toBe('');
  });

  it('signs up: every field, matching passwords, the server refusal and a network failure as sentences', async () => {
    const user = userEvent.setup();
    let taken = true;
    const { calls } = renderApp('/account', {
      'POST /auth/create': () => (taken ? error(409, 'That username is already taken.') : Response.json(PAIR, { status: 201 })),
    });
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    const submit = () => user.click(within(dialog()).getByRole('button', { name: 'Sign Up' }));
    await user.type(within(dialog()).getByLabelText('Username'), 'ada');
    await submit();
    expect(await alertText()).toBe('Please fill in all fields.');
    expect((within(dialog()).getByLabelText('Email') as HTMLInputElement).type).toBe('email');
    await user.type(within(dialog()).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog()).getByLabelText('Password'), 'brass lamp9');
    await user.type(within(dialog()).getByLabelText('Confirm Password'), 'brass lamP9');
    await submit();
    expect(await alertText()).toBe('Passwords do not match.');
    expect(calls).toHaveLength(0);

    await user.clear(within(dialog()).getByLabelText('Confirm Password'));
    await user.type(within(dialog()).getByLabelText('Confirm Password'), 'brass lamp9');
    await submit();
    await waitFor(async () => expect(await alertText()).toBe('That username is already taken.'));
    expect(calls[0]?.body).toEqual({ username: 'ada', email: 'ada@example.com', password: 'brass lamp9' });

    taken = false;
    await submit();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('You are logged in as:')).not.toBeNull();
  });

  it('says the server cannot be reached instead of a browser error', async () => {
    const user = userEvent.setup();
    renderApp('/account', {});
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    await user.type(within(dialog()).getByLabelText('Email or Username'), 'ada');
    await user.type(within(dialog()).getByLabelText('Password'), 'whatever1');
    await user.click(within(dialog()).getByRole('button', { name: 'Login' }));
    await waitFor(async () => expect(await alertText()).toBe(NETWORK_ERROR_MESSAGE));
  });

  it("asks for a reset link from the login dialog's 'Forgot Your Password?' and shows the server's answer", async () => {
    const user = userEvent.setup();
    const answer = 'If an account exists for the provided email or username, a password reset link has been sent. Please check your email and spam folder.';
    const { calls } = renderApp('/account', { 'POST /auth/request-reset': () => Response.json({ message: answer }) });
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Forgot Your Password?' }));
    expect(within(dialog()).queryByRole('heading', { name: 'Forgot Your Password?' })).not.toBeNull();
    await user.click(within(dialog()).getByRole('button', { name: 'Send Reset Link' }));
    expect(await alertText()).toBe('Please enter your email or username.');
    await user.type(within(dialog()).getByLabelText('Email or Username'), 'ada');
    await user.click(within(dialog()).getByRole('button', { name: 'Send Reset Link' }));
    expect((await within(dialog()).findByRole('status')).textContent).toBe(answer);
    expect(calls[0]?.body).toEqual({ usernameOremail: 'ada', uiUrl: window.location.origin });
  });
});

describe('Account page, logged in', () => {
  it('changes the password: all fields, matching new ones, the server refusal, then a toast', async () => {
    const user = userEvent.setup();
    const { toasts } = renderApp(
      '/account',
      {
        'POST /auth/update-password': (body) => (body.currentPassword === 'old password' ? Response.json(PAIR) : error(403, 'Current password is incorrect.')),
      },
      { loggedIn: true },
    );
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const submit = () => user.click(within(dialog()).getByRole('button', { name: 'Change Password' }));
    await submit();
    expect(await alertText()).toBe('Please fill in all fields.');
    await user.type(within(dialog()).getByLabelText('Current Password'), 'wrong password');
    await user.type(within(dialog()).getByLabelText('New Password'), 'copper kettle drum');
    await user.type(within(dialog()).getByLabelText('Confirm New Password'), 'copper kettle druM');
    await submit();
    expect(await alertText()).toBe('New passwords do not match.');
    await user.clear(within(dialog()).getByLabelText('Confirm New Password'));
    await user.type(within(dialog()).getByLabelText('Confirm New Password'), 'copper kettle drum');
    await submit();
    await waitFor(async () => expect(await alertText()).toBe('Current password is incorrect.'));
    await user.clear(within(dialog()).getByLabelText('Current Password'));
    await user.type(within(dialog()).getByLabelText('Current Password'), 'old password');
    await submit();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts()).toContain('Password updated successfully.');
  });

  it("deletes the account: asks for the password, then 'Account deleted.' and back home, logged out", async () => {
    const user = userEvent.setup();
    const { store, router, toasts } = renderApp(
      '/account',
      {
        'DELETE /account': (body) => (body.password === 'my password' ? Response.json({ message: 'Account deleted.' }) : error(403, 'Password is incorrect.')),
      },
      { loggedIn: true },
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const submit = () => user.click(within(dialog()).getByRole('button', { name: 'Delete Account' }));
    await submit();
    expect(await alertText()).toBe('Please enter your password.');
    await user.type(within(dialog()).getByLabelText('Password'), 'guess');
    await submit();
    await waitFor(async () => expect(await alertText()).toBe('Password is incorrect.'));
    await user.clear(within(dialog()).getByLabelText('Password'));
    await user.type(within(dialog()).getByLabelText('Password'), 'my password');
    await submit();
    await screen.findByText('Home screen');
    expect(router.state.location.pathname).toBe('/');
    expect(toasts()).toContain('Account deleted.');
    expect(store.get(accessTokenAtom)).toBeNull();
  });

  it("deletes the account's data from this device with it, unsynced changes too, and keeps the device's own lists", async () => {
    const user = userEvent.setup();
    const { store } = renderApp('/account', { 'DELETE /account': () => Response.json({ message: 'Account deleted.' }) }, { loggedIn: true });
    await holdAccountData(store, { unsynced: true });
    await saveLibrary(DEVICE_OWNER, EMPTY_LIBRARY, { ...EMPTY_LIBRARY, lists: [makeList('mine', 'Made logged out')] });
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    await user.type(within(dialog()).getByLabelText('Password'), 'my password');
    await user.click(within(dialog()).getByRole('button', { name: 'Delete Account' }));
    await screen.findByText('Home screen');
    await waitFor(async () => expect((await readLibrary(accountOwner('u1'))).lists).toEqual([]));
    expect(store.get(bcpLoginAtom)).toBeNull();
    expect(localStorage.getItem('bcpLogin')).toBeNull();
    expect((await readLibrary(DEVICE_OWNER)).lists.map((list) => list.name)).toEqual(['Made logged out']);
  });

  it('logs out from the header: the server is told, the tokens go and Login is offered', async () => {
    const user = userEvent.setup();
    const { calls, store } = renderApp('/account', { 'POST /auth/logout': () => new Response(null, { status: 204 }) }, { loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await screen.findByRole('button', { name: 'Login' });
    expect(calls.at(-1)).toEqual({ route: 'POST /auth/logout', body: { refreshToken: 'refresh-1' } });
    expect(store.get(refreshTokenAtom)).toBeNull();
  });

  it("logs out at once when everything is synced, and leaves nothing of the account's data on the device", async () => {
    const user = userEvent.setup();
    const { store, toasts } = renderApp('/account', { 'POST /auth/logout': () => new Response(null, { status: 204 }) }, { loggedIn: true });
    await holdAccountData(store, { unsynced: false });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await screen.findByRole('button', { name: 'Login' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(toasts()).toContain('Logged out.'));
    expect((await readLibrary(accountOwner('u1'))).lists).toEqual([]);
    expect(store.get(bcpLoginAtom)).toBeNull();
    expect(store.get(accountDataOwnerAtom)).toBeNull();
  });

  it('asks before logging out with changes not synced: Cancel keeps the session, Log out anyway discards them', async () => {
    const user = userEvent.setup();
    const { store } = renderApp('/account', { 'POST /auth/logout': () => new Response(null, { status: 204 }) }, { loggedIn: true });
    await holdAccountData(store, { unsynced: true });
    act(() => store.set(toggleFavouriteAtom, 'army', 'Seraphon'));
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    const prompt = await screen.findByRole('dialog', { name: 'Log out?' });
    expect(within(prompt).getByText('1 list and 1 favourite have changes that are not synced yet.')).toBeTruthy();
    // No sync can run here (nothing syncs in this test's app): Sync now waits.
    expect(within(prompt).getByRole('button', { name: 'Sync now' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.get(accessTokenAtom)).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Log out?' })).getByRole('button', { name: 'Log out anyway' }));
    await screen.findByRole('button', { name: 'Login' });
    await waitFor(async () => expect((await readLibrary(accountOwner('u1'))).lists).toEqual([]));
    expect(Object.keys(store.get(favouritesAtom).entries)).toEqual([]);
    expect(localStorage.getItem('favorites')).toBeNull();
  });

  it('asks after logging in whether to add the lists made on this device: Not now keeps them apart, Add moves them', async () => {
    const user = userEvent.setup();
    await saveLibrary(DEVICE_OWNER, EMPTY_LIBRARY, {
      ...EMPTY_LIBRARY,
      lists: ['one', 'two', 'three'].map((id) => makeList(id, `Device ${id}`)),
      order: ['one', 'two', 'three'],
      orderUpdatedAt: 100,
    });
    const login = async () => {
      await user.click(await screen.findByRole('button', { name: 'Login' }));
      await user.type(within(dialog()).getByLabelText('Email or Username'), 'ada');
      await user.type(within(dialog()).getByLabelText('Password'), 'right password');
      await user.click(within(dialog()).getByRole('button', { name: 'Login' }));
      return screen.findByRole('dialog', { name: 'Add the 3 lists on this device to your account?' });
    };
    const routes = { 'POST /auth/login': () => Response.json(PAIR), 'POST /auth/logout': () => new Response(null, { status: 204 }) };
    const { store, toasts } = renderApp('/account', routes);
    await user.click(within(await login()).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await readLibrary(accountOwner('u1'))).lists).toEqual([]);
    expect((await readLibrary(DEVICE_OWNER)).lists).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(within(await login()).getByRole('button', { name: 'Add to account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts()).toContain('Added 3 lists to your account.');
    const account = await readLibrary(accountOwner('u1'));
    expect(account.lists.map((list) => list.name).sort()).toEqual(['Device one', 'Device three', 'Device two']);
    expect(account.order).toEqual(['one', 'two', 'three']);
    expect((await readLibrary(DEVICE_OWNER)).lists).toEqual([]);
    expect(store.get(accessTokenAtom)).not.toBeNull();
  });

  it('says subscriptions are not offered when the server has no pricing table, and shows the tab when it has', async () => {
    const { store } = renderApp('/account', {}, { loggedIn: true });
    await screen.findByText('Subscriptions are not offered on this server: syncing is free here.');
    expect(screen.queryByRole('tab', { name: 'Subscription' })).toBeNull();
    act(() => store.set(runtimeConfigAtom, WITH_PRICING_TABLE));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Subscription' }));
    await screen.findByText('You have no subscription. Sync works on this server without one.');
    expect(screen.queryByText(/\$5 per month or \$45 per year/)).not.toBeNull();
  });

  it('on a server that requires a subscription, says why lists and folders do not sync and leads to the plans, until the account subscribes', async () => {
    const user = userEvent.setup();
    const { store, router } = renderApp('/account', {}, { loggedIn: true });
    act(() => store.set(runtimeConfigAtom, { ...WITH_PRICING_TABLE, subscriptionRequired: true }));
    const note = await screen.findByRole('status');
    expect(note.textContent).toContain('This server syncs lists, folders and games only for subscribers: yours stay on this device until you subscribe.');
    expect(screen.getByText('Favourites and unit settings sync by themselves whenever you are online.').tagName).toBe('P');
    expect(screen.queryByText('Subscriptions are not offered on this server: syncing is free here.')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Subscription' }));
    await screen.findByText('You have no subscription. This server syncs lists, folders and games only for subscribers: subscribe to sync them.');
    expect(screen.queryByText(/Sync works on this server without one/)).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Account' }));
    await user.click(within(await screen.findByRole('status')).getByRole('link', { name: 'See the plans' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/price-table'));

    // Subscribed: the token carries an active subscription, and the note goes.
    act(() => store.set(accessTokenAtom, makeToken('ada', 'ada@example.com', 'Scrolldex Plus', 'active')));
    await router.navigate({ to: '/account' });
    await screen.findByText('ada', { selector: 'strong' });
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('The pricing table page', () => {
  /** Stripe's script element, once the page has asked for it; `outcome` is what the browser reports. */
  async function finishScript(outcome: 'load' | 'error') {
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>(`script[src="${PRICING_TABLE_SCRIPT_URL}"]`);
      if (!found) throw new Error('no pricing table script yet');
      return found;
    });
    act(() => void script.dispatchEvent(new Event(outcome)));
  }

  it('asks a logged-out player to log in, and leads to the account screen', async () => {
    const { router } = renderApp('/price-table', {});
    await screen.findByText('Please log in to manage your subscription.');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it('says when the server offers no subscriptions', async () => {
    const { store } = renderApp('/price-table', {}, { loggedIn: true });
    act(() => store.set(runtimeConfigAtom, { ...WITH_PRICING_TABLE, stripePricingTable: null }));
    await screen.findByText('Subscriptions are not offered on this server.');
    expect(document.querySelector('stripe-pricing-table')).toBeNull();
  });

  it("opens from Subscribe, tells when Stripe cannot be reached, and shows Stripe's table for the account on a retry", async () => {
    const user = userEvent.setup();
    const { store, router } = renderApp('/account', {}, { loggedIn: true });
    act(() => store.set(runtimeConfigAtom, WITH_PRICING_TABLE));
    await user.click(await screen.findByRole('tab', { name: 'Subscription' }));
    await user.click(screen.getByRole('link', { name: 'Subscribe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/price-table'));
    await screen.findByText('Loading the pricing table...');

    await finishScript('error');
    await screen.findByText('Stripe could not be reached. Check your connection and try again.');
    expect(document.head.querySelector(`script[src="${PRICING_TABLE_SCRIPT_URL}"]`)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await finishScript('load');
    await waitFor(() => expect(document.querySelector('stripe-pricing-table')).not.toBeNull());
    const table = document.querySelector('stripe-pricing-table')!;
    expect(table.getAttribute('pricing-table-id')).toBe('prctbl_1');
    expect(table.getAttribute('publishable-key')).toBe('pk_test_1');
    // Stripe ties the checkout to the account by this id (the server checks it on session-complete).
    expect(table.getAttribute('client-reference-id')).toBe('u1');
    expect(table.getAttribute('customer-email')).toBe('ada@example.com');
  });
});

describe('Account page, back from Stripe', () => {
  it('completes a checkout 500 ms after the payment redirect and names the product', async () => {
    const subscribed = { accessToken: makeToken('ada', 'ada@example.com', 'Scrolldex Plus'), refreshToken: 'refresh-2' };
    const { calls, router, toasts } = renderApp(
      '/account?stripe_session_id=cs_test_1',
      { 'POST /stripe/session-complete': () => Response.json(subscribed) },
      { loggedIn: true },
    );
    await waitFor(() => expect(toasts()).toContain('Subscription updated: Scrolldex Plus'), { timeout: 3000 });
    expect(calls.find((call) => call.route === 'POST /stripe/session-complete')?.body).toEqual({ sessionId: 'cs_test_1' });
    await waitFor(() => expect(router.state.location.searchStr).toBe(''));
  });

  it('refreshes the tokens back from the customer portal, and tells a failure', async () => {
    const { calls, toasts } = renderApp(
      '/account?subscription_managed=true',
      { 'POST /auth/refresh': () => error(502, 'Stripe could not be reached. Please try again later.') },
      { loggedIn: true },
    );
    await waitFor(() => expect(toasts()).toContain('Error refreshing subscription: Stripe could not be reached. Please try again later.'));
    expect(calls[0]).toEqual({ route: 'POST /auth/refresh', body: { refreshToken: 'refresh-1' } });
  });
});

describe('Reset password page', () => {
  it('goes home without a token', async () => {
    const { router } = renderApp('/reset-password', {});
    await screen.findByText('Home screen');
    expect(router.state.location.pathname).toBe('/');
  });

  it('checks both fields, shows the server sentence, and on success logs in and opens the account', async () => {
    const user = userEvent.setup();
    const { calls, toasts } = renderApp('/reset-password?token=abc', {
      'POST /auth/reset-password': (body) =>
        body.newPassword === 'fresh-password-1'
          ? Response.json(PAIR)
          : error(400, 'Password is too easy to guess: it is made of your name, your email or words of this site.'),
    });
    const submit = async () => user.click(await screen.findByRole('button', { name: 'Reset Password' }));
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill in both fields.');
    await user.type(screen.getByLabelText('New Password'), 'password1');
    await user.type(screen.getByLabelText('Confirm Password'), 'password2');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Passwords do not match.');
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'password1');
    // Refused here as the server would, without a call.
    await submit();
    await waitFor(async () => expect((await screen.findByRole('alert')).textContent).toBe('Password is too easy to guess: it is a commonly used password.'));
    expect(calls).toHaveLength(0);
    // The server knows the account, and refuses its name: its sentence is shown.
    const typeBoth = async (password: string) => {
      await user.clear(screen.getByLabelText('New Password'));
      await user.clear(screen.getByLabelText('Confirm Password'));
      await user.type(screen.getByLabelText('New Password'), password);
      await user.type(screen.getByLabelText('Confirm Password'), password);
    };
    await typeBoth('ada-lovelace-1815');
    await submit();
    await waitFor(async () =>
      expect((await screen.findByRole('alert')).textContent).toBe('Password is too easy to guess: it is made of your name, your email or words of this site.'),
    );
    await typeBoth('fresh-password-1');
    await submit();
    await screen.findByText('You are logged in as:');
    expect(calls.at(-1)?.body).toEqual({ newPassword: 'fresh-password-1', resetToken: 'abc' });
    expect(toasts()).toContain('Password reset successfully. You are now logged in.');
  });
});

describe('the strength of a new password', () => {
  it('shows as the player types, tied to the field, and a password the server would refuse is refused without a call', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/account', { 'POST /auth/create': () => Response.json(PAIR, { status: 201 }) });
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    await user.type(within(dialog()).getByLabelText('Username'), 'stormfan');
    await user.type(within(dialog()).getByLabelText('Email'), 'stormfan@example.com');
    const password = within(dialog()).getByLabelText('Password');
    await user.type(password, 'aaaaaaaa');
    const strength = await within(dialog()).findByText('Password is too easy to guess: it repeats one character.', { exact: false }, { timeout: 10_000 });
    expect(strength.textContent).toBe('Strength: Very weak. Password is too easy to guess: it repeats one character.');
    expect(strength.getAttribute('aria-live')).toBe('polite');
    expect(password.getAttribute('aria-describedby')?.split(' ')).toContain(strength.id);

    // The site's words and the player's own name count as guessable, as on the server.
    await user.clear(password);
    await user.type(password, 'Stormfan2024');
    await waitFor(() =>
      expect(strength.textContent).toBe('Strength: Weak. Password is too easy to guess: it is made of your name, your email or words of this site.'),
    );
    await user.type(within(dialog()).getByLabelText('Confirm Password'), 'Stormfan2024');
    await user.click(within(dialog()).getByRole('button', { name: 'Sign Up' }));
    expect(await alertText()).toBe('Password is too easy to guess: it is made of your name, your email or words of this site.');
    expect(calls).toHaveLength(0);

    await user.clear(password);
    await user.type(password, 'brass lamp9');
    await waitFor(() => expect(strength.textContent).toBe('Strength: Strong. Hard to guess.'));
  });
});

describe('Account forms when the server answers without a sentence (companion §8 fallbacks)', () => {
  /** A failure whose body says nothing a player could read. */
  const silent = () => new Response('', { status: 500 });

  /** Opens a dialog with `open`, fills `fields` and submits with `submitLabel`; the dialog's alert then. */
  async function failedSubmit(open: string, fields: Record<string, string>, submitLabel: string): Promise<string | null> {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: open }));
    for (const [label, value] of Object.entries(fields)) await user.type(within(dialog()).getByLabelText(label), value);
    await user.click(within(dialog()).getByRole('button', { name: submitLabel }));
    return (await within(dialog()).findByRole('alert')).textContent;
  }

  it("says 'Login failed.' and 'Sign up failed.'", async () => {
    renderApp('/account', { 'POST /auth/login': silent, 'POST /auth/create': silent });
    expect(await failedSubmit('Login', { 'Email or Username': 'ada', Password: 'whatever1' }, 'Login')).toBe('Login failed.');
    await userEvent.setup().click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(
      await failedSubmit('Sign Up', { Username: 'ada', Email: 'ada@example.com', Password: 'brass lamp9', 'Confirm Password': 'brass lamp9' }, 'Sign Up'),
    ).toBe('Sign up failed.');
  });

  it("says 'Failed to send reset link.'", async () => {
    const user = userEvent.setup();
    renderApp('/account', { 'POST /auth/request-reset': silent });
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Forgot Your Password?' }));
    await user.type(within(dialog()).getByLabelText('Email or Username'), 'ada');
    await user.click(within(dialog()).getByRole('button', { name: 'Send Reset Link' }));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Failed to send reset link.');
  });

  it("says 'Failed to update password.' and 'Failed to delete account.'", async () => {
    renderApp('/account', { 'POST /auth/update-password': silent, 'DELETE /account': silent }, { loggedIn: true });
    const change = { 'Current Password': 'old password', 'New Password': 'brass lamp9', 'Confirm New Password': 'brass lamp9' };
    expect(await failedSubmit('Change Password', change, 'Change Password')).toBe('Failed to update password.');
    await userEvent.setup().click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(await failedSubmit('Delete Account', { Password: 'my password' }, 'Delete Account')).toBe('Failed to delete account.');
  });

  it("says 'Failed to reset password.'", async () => {
    const user = userEvent.setup();
    renderApp('/reset-password?token=abc', { 'POST /auth/reset-password': silent });
    await user.type(await screen.findByLabelText('New Password'), 'fresh password');
    await user.type(screen.getByLabelText('Confirm Password'), 'fresh password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(async () => expect((await screen.findByRole('alert')).textContent).toBe('Failed to reset password.'));
  });

  it("toasts 'Error completing subscription' with the server's sentence, or a plain one", async () => {
    const first = renderApp(
      '/account?stripe_session_id=cs_test_1',
      { 'POST /stripe/session-complete': () => error(400, 'That checkout session is not yours.') },
      { loggedIn: true },
    );
    await waitFor(() => expect(first.toasts()).toContain('Error completing subscription: That checkout session is not yours.'), { timeout: 3000 });
    cleanup();
    const second = renderApp('/account?stripe_session_id=cs_test_2', { 'POST /stripe/session-complete': silent }, { loggedIn: true });
    await waitFor(() => expect(second.toasts()).toContain('Error completing subscription: please try again.'), { timeout: 3000 });
  });
});

describe('useScrolldexClient', () => {
  it("refuses to run without a provider, saying 'ScrolldexClient not provided'", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function NeedsClient() {
      useScrolldexClient();
      return null;
    }
    expect(() => render(<NeedsClient />)).toThrow('ScrolldexClient not provided');
  });
});
