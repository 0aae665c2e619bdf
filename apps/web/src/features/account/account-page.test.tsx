// The account page: signing up and in, the account's data on this device, its subscription, and coming back from Stripe.
import 'fake-indexeddb/auto';

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { accountOwner, DEVICE_OWNER, EMPTY_LIBRARY, readLibrary, saveLibrary } from '../../data/list-library-store';
import { NETWORK_ERROR_MESSAGE } from '../../data/scrolldex-client';
import { accountDataOwnerAtom } from '../../state/account-data-owner';
import { bcpLoginAtom } from '../../state/bcp';
import { favouritesAtom, toggleFavouriteAtom } from '../../state/favourites';
import { runtimeConfigAtom } from '../../state/game-data';
import { accessTokenAtom, refreshTokenAtom } from '../../state/session';
import { prepareAccountTests, makeToken, PAIR, error, renderApp, makeList, holdAccountData, dialog, WITH_PRICING_TABLE, alertText } from './account-test-app';

prepareAccountTests();

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
      const offer = await screen.findByRole('dialog', { name: 'Add the 3 lists on this device to your account?' });
      // Until the login dialog has gone, it is the top layer and the offer below it takes no pointer.
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login', hidden: true })).toBeNull());
      return offer;
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
