import type { Favorites } from '@scrolldex/contract';
import { describe, expect, it, vi } from 'vitest';

import { isNetworkError, NETWORK_ERROR_MESSAGE, NO_ACCESS_TOKEN, REQUEST_TIMEOUT_MS, ScrolldexClient } from './scrolldex-client';
import type { SessionTokens } from './session-store';

const NOW = 1_800_000_000_000;

function makeToken(expSeconds: number, label = 'a'): string {
  const claims = {
    username: 'ada',
    email: 'ada@example.com',
    productName: null,
    subscriptionStatus: null,
    periodEnd: null,
    cancelAt: null,
    id: 'u1',
    iat: expSeconds - 900,
    exp: expSeconds,
    type: 'access',
  };
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.${label}`;
}

type Call = { url: string; method: string; auth: string | null; body: string | null };
type Answer = { status: number; body: unknown };

/** A fake server: answers in order per path, records every call. */
function makeServer(answers: Record<string, Answer[]>) {
  const calls: Call[] = [];
  const fetcher: typeof fetch = async (input, init) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    calls.push({ url, method: init?.method ?? 'GET', auth: headers.get('Authorization'), body: typeof init?.body === 'string' ? init.body : null });
    // Let concurrent callers interleave, as a real network would.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const answer = answers[url]?.shift();
    if (!answer) throw new TypeError(`No answer for ${url}`);
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(answer.status === 204 ? null : text, { status: answer.status });
  };
  return { calls, fetcher };
}

function makeClient(tokens: SessionTokens, answers: Record<string, Answer[]>) {
  const stored = { current: tokens };
  const server = makeServer(answers);
  const client = new ScrolldexClient({
    tokens: { read: () => stored.current, write: (next) => (stored.current = next) },
    fetch: server.fetcher,
    now: () => NOW,
    url: (path) => path,
  });
  return { client, stored, calls: server.calls };
}

const FAVORITES: Favorites = { favorites: [{ type: 'army', key: 'Stormcast Eternals', isFavorited: true, updatedAt: 5 }] };
const fresh = makeToken(NOW / 1000 + 600, 'fresh');
const newPair = { accessToken: makeToken(NOW / 1000 + 900, 'new'), refreshToken: 'refresh-2' };

describe('ScrolldexClient', () => {
  it('sends the bearer token and returns the checked body', async () => {
    const { client, calls } = makeClient({ accessToken: fresh, refreshToken: 'refresh-1' }, { '/favorites': [{ status: 200, body: FAVORITES }] });
    await expect(client.getFavorites()).resolves.toEqual(FAVORITES);
    expect(calls).toEqual([{ url: '/favorites', method: 'GET', auth: `Bearer ${fresh}`, body: null }]);
  });

  it('refreshes first when the access token runs out within 30 s', async () => {
    const expiring = makeToken(NOW / 1000 + 29, 'expiring');
    const { client, calls, stored } = makeClient(
      { accessToken: expiring, refreshToken: 'refresh-1' },
      { '/auth/refresh': [{ status: 200, body: newPair }], '/favorites': [{ status: 200, body: { written: 1, kept: [] } }] },
    );
    await expect(client.postFavorites(FAVORITES)).resolves.toEqual({ written: 1, kept: [] });
    expect(calls.map((call) => call.url)).toEqual(['/auth/refresh', '/favorites']);
    expect(JSON.parse(calls[0]!.body!)).toEqual({ refreshToken: 'refresh-1' });
    expect(calls[1]!.auth).toBe(`Bearer ${newPair.accessToken}`);
    expect(stored.current).toEqual(newPair);
  });

  it('does not refresh a token with more than 30 s left', async () => {
    const { client, calls } = makeClient(
      { accessToken: makeToken(NOW / 1000 + 31), refreshToken: 'refresh-1' },
      { '/favorites': [{ status: 200, body: FAVORITES }] },
    );
    await client.getFavorites();
    expect(calls.map((call) => call.url)).toEqual(['/favorites']);
  });

  it('on a 401 refreshes and retries once', async () => {
    const { client, calls } = makeClient(
      { accessToken: fresh, refreshToken: 'refresh-1' },
      {
        '/favorites': [
          { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'The access token has expired. Refresh it and try again.' } },
          { status: 200, body: FAVORITES },
        ],
        '/auth/refresh': [{ status: 200, body: newPair }],
      },
    );
    await expect(client.getFavorites()).resolves.toEqual(FAVORITES);
    expect(calls.map((call) => `${call.url} ${call.auth ?? ''}`)).toEqual([
      `/favorites Bearer ${fresh}`,
      '/auth/refresh ',
      `/favorites Bearer ${newPair.accessToken}`,
    ]);
  });

  it('clears the tokens when the retry is refused too', async () => {
    const refused = { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Missing or invalid access token.' } };
    const { client, calls, stored } = makeClient(
      { accessToken: fresh, refreshToken: 'refresh-1' },
      { '/favorites': [refused, { ...refused }], '/auth/refresh': [{ status: 200, body: newPair }] },
    );
    await expect(client.getFavorites()).rejects.toThrow('Missing or invalid access token.');
    expect(calls).toHaveLength(3);
    expect(stored.current).toEqual({ accessToken: null, refreshToken: null });
  });

  it('clears the tokens when the refresh is refused, with the server sentence as the error', async () => {
    const { client, stored } = makeClient(
      { accessToken: fresh, refreshToken: 'spent' },
      {
        '/favorites': [{ status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Missing or invalid access token.' } }],
        '/auth/refresh': [
          { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'The refresh token is invalid, expired or revoked. Please log in again.' } },
        ],
      },
    );
    await expect(client.getFavorites()).rejects.toThrow('The refresh token is invalid, expired or revoked. Please log in again.');
    expect(stored.current).toEqual({ accessToken: null, refreshToken: null });
  });

  it('keeps the session when the refresh fails for want of a network', async () => {
    const expiring = makeToken(NOW / 1000 + 10);
    const { client, stored } = makeClient({ accessToken: expiring, refreshToken: 'refresh-1' }, {});
    await expect(client.getFavorites()).rejects.toThrow(NETWORK_ERROR_MESSAGE);
    expect(stored.current).toEqual({ accessToken: expiring, refreshToken: 'refresh-1' });
  });

  it("throws 'No access token available' without a token, calling nothing", async () => {
    const { client, calls } = makeClient({ accessToken: null, refreshToken: null }, {});
    await expect(client.getUnitSettings()).rejects.toThrow(NO_ACCESS_TOKEN);
    expect(NO_ACCESS_TOKEN).toBe('No access token available');
    expect(calls).toHaveLength(0);
  });

  it("throws the server's message, or the body text when it is not JSON, never raw JSON", async () => {
    const { client } = makeClient(
      { accessToken: fresh, refreshToken: 'refresh-1' },
      {
        '/unit-settings': [
          { status: 400, body: { statusCode: 400, error: 'Bad Request', message: "Body field 'settings' is required." } },
          { status: 502, body: 'Bad gateway' },
          { status: 500, body: { oops: true } },
        ],
      },
    );
    await expect(client.postUnitSettings({ settings: [] })).rejects.toThrow(/^Body field 'settings' is required\.$/);
    await expect(client.getUnitSettings()).rejects.toThrow(/^Bad gateway$/);
    await expect(client.getUnitSettings()).rejects.toThrow(/^HTTP error! status: 500$/);
  });

  it('shares one refresh between two concurrent calls', async () => {
    const expiring = makeToken(NOW / 1000 + 5);
    const { client, calls } = makeClient(
      { accessToken: expiring, refreshToken: 'refresh-1' },
      {
        '/auth/refresh': [{ status: 200, body: newPair }],
        '/favorites': [{ status: 200, body: FAVORITES }],
        '/unit-settings': [{ status: 200, body: { settings: [] } }],
      },
    );
    await Promise.all([client.getFavorites(), client.getUnitSettings()]);
    expect(calls.filter((call) => call.url === '/auth/refresh')).toHaveLength(1);
    expect(calls.filter((call) => call.url !== '/auth/refresh').map((call) => call.auth)).toEqual([
      `Bearer ${newPair.accessToken}`,
      `Bearer ${newPair.accessToken}`,
    ]);
  });
});

const error = (status: number, message: string): Answer => ({ status, body: { statusCode: status, error: 'Error', message } });

describe('ScrolldexClient account calls', () => {
  it('logs in and stores the pair; a refusal is the server sentence and stores nothing', async () => {
    const { client, calls, stored } = makeClient(
      { accessToken: null, refreshToken: null },
      { '/auth/login': [error(401, 'Incorrect email/username or password.'), { status: 200, body: newPair }] },
    );
    await expect(client.login('ada', 'wrong')).rejects.toThrow(/^Incorrect email\/username or password\.$/);
    expect(stored.current).toEqual({ accessToken: null, refreshToken: null });
    await client.login('ada', 'right password');
    expect(stored.current).toEqual(newPair);
    expect(JSON.parse(calls[1]!.body!)).toEqual({ emailOrusername: 'ada', password: 'right password' });
    expect(calls[1]!.auth).toBeNull();
  });

  it('signs up, resets a password and asks for a reset link', async () => {
    const { client, calls, stored } = makeClient(
      { accessToken: null, refreshToken: null },
      {
        '/auth/create': [{ status: 201, body: newPair }],
        '/auth/reset-password': [{ status: 200, body: { ...newPair, refreshToken: 'refresh-3' } }],
        '/auth/request-reset': [{ status: 200, body: { message: 'If an account exists, a link has been sent.' } }],
      },
    );
    await client.signUp({ email: 'ada@example.com', username: 'ada', password: 'long enough' });
    expect(stored.current).toEqual(newPair);
    await client.resetPassword('another one', 'reset-token');
    expect(stored.current.refreshToken).toBe('refresh-3');
    await expect(client.requestReset('ada', 'https://app.example.com')).resolves.toBe('If an account exists, a link has been sent.');
    expect(calls.map((call) => JSON.parse(call.body!))).toEqual([
      { email: 'ada@example.com', username: 'ada', password: 'long enough' },
      { newPassword: 'another one', resetToken: 'reset-token' },
      { usernameOremail: 'ada', uiUrl: 'https://app.example.com' },
    ]);
  });

  it('updates the password with the bearer token and keeps the fresh pair', async () => {
    const { client, calls, stored } = makeClient(
      { accessToken: fresh, refreshToken: 'refresh-1' },
      { '/auth/update-password': [error(403, 'Current password is incorrect.'), { status: 200, body: newPair }] },
    );
    await expect(client.updatePassword('wrong', 'new password')).rejects.toThrow(/^Current password is incorrect\.$/);
    expect(stored.current.accessToken).toBe(fresh);
    await client.updatePassword('right', 'new password');
    expect(stored.current).toEqual(newPair);
    expect(calls[1]).toMatchObject({ method: 'POST', auth: `Bearer ${fresh}` });
    expect(JSON.parse(calls[1]!.body!)).toEqual({ newPassword: 'new password', currentPassword: 'right' });
  });

  it('deletes the account and ends the session; a wrong password keeps it', async () => {
    const { client, calls, stored } = makeClient(
      { accessToken: fresh, refreshToken: 'refresh-1' },
      { '/account': [error(403, 'Password is incorrect.'), { status: 200, body: { message: 'Account deleted.' } }] },
    );
    await expect(client.deleteAccount('wrong')).rejects.toThrow(/^Password is incorrect\.$/);
    expect(stored.current.refreshToken).toBe('refresh-1');
    await expect(client.deleteAccount('right')).resolves.toBe('Account deleted.');
    expect(calls[1]).toMatchObject({ method: 'DELETE', body: JSON.stringify({ password: 'right' }) });
    expect(stored.current).toEqual({ accessToken: null, refreshToken: null });
  });

  it('logs out: revokes this refresh token, and clears the tokens even offline', async () => {
    const { client, calls, stored } = makeClient({ accessToken: fresh, refreshToken: 'refresh-1' }, { '/auth/logout': [{ status: 204, body: '' }] });
    await client.logout();
    expect(calls).toEqual([{ url: '/auth/logout', method: 'POST', auth: `Bearer ${fresh}`, body: JSON.stringify({ refreshToken: 'refresh-1' }) }]);
    expect(stored.current).toEqual({ accessToken: null, refreshToken: null });
    const offline = makeClient({ accessToken: fresh, refreshToken: 'refresh-1' }, {});
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await offline.client.logout();
    expect(offline.stored.current).toEqual({ accessToken: null, refreshToken: null });
  });

  it('names the account from the token, refreshing an expired one; null once the refresh is refused', async () => {
    const expired = makeToken(NOW / 1000 - 60, 'expired');
    const { client, calls } = makeClient({ accessToken: expired, refreshToken: 'refresh-1' }, { '/auth/refresh': [{ status: 200, body: newPair }] });
    await expect(client.me()).resolves.toMatchObject({ username: 'ada', email: 'ada@example.com', exp: NOW / 1000 + 900 });
    expect(calls.map((call) => call.url)).toEqual(['/auth/refresh']);
    const refused = makeClient(
      { accessToken: expired, refreshToken: 'spent' },
      { '/auth/refresh': [error(401, 'The refresh token is invalid, expired or revoked. Please log in again.')] },
    );
    await expect(refused.client.me()).resolves.toBeNull();
    expect(refused.stored.current).toEqual({ accessToken: null, refreshToken: null });
    // Offline, the stored claims still name the account.
    const offline = makeClient({ accessToken: expired, refreshToken: 'refresh-1' }, {});
    await expect(offline.client.me()).resolves.toMatchObject({ username: 'ada' });
  });

  it('reads list states and sends a list sync', async () => {
    const states = { listStates: [{ id: 'l1', updatedAt: 5, deleted: false }], folderStates: [] };
    const { client, calls } = makeClient(
      { accessToken: fresh, refreshToken: 'refresh-1' },
      {
        '/lists/states': [{ status: 200, body: states }],
        '/lists/sync': [
          { status: 200, body: { lists: [], ...states, folders: [] } },
          { status: 402, body: { statusCode: 402, error: 'Payment Required', message: 'A subscription is required to sync.' } },
        ],
      },
    );
    await expect(client.getListStates()).resolves.toEqual(states);
    // An answer without conflicts reads as none.
    await expect(client.syncLists({ outdatedLists: ['l1'] })).resolves.toEqual({ lists: [], ...states, folders: [], conflicts: { lists: [], folders: [] } });
    expect(calls[1]).toMatchObject({ method: 'POST', body: JSON.stringify({ outdatedLists: ['l1'] }) });
    await expect(client.syncLists({})).rejects.toThrow('A subscription is required to sync.');
  });
  it('gives up a request left unanswered after the timeout as a network failure, keeping the session', async () => {
    const signals: AbortSignal[] = [];
    // A connection that drops without closing: no answer ever comes, only the abort ends the wait.
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        const signal = init!.signal!;
        signals.push(signal);
        signal.addEventListener('abort', () => reject(signal.reason as Error));
      });
    const stored: { current: SessionTokens } = { current: { accessToken: fresh, refreshToken: 'refresh-1' } };
    const client = new ScrolldexClient({
      tokens: { read: () => stored.current, write: (next) => (stored.current = next) },
      fetch: hanging,
      url: (path) => path,
      now: () => NOW,
      timeoutMs: 50,
    });
    const error: unknown = await client.getListStates().catch((caught: unknown) => caught);
    expect(isNetworkError(error)).toBe(true);
    expect((error as Error).message).toBe(NETWORK_ERROR_MESSAGE);
    expect(signals).toHaveLength(1);
    expect((signals[0]!.reason as Error).name).toBe('TimeoutError');
    expect(stored.current).toEqual({ accessToken: fresh, refreshToken: 'refresh-1' });
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
  });

  it('tells an answer cut off mid-body (a network failure) from one that is not JSON', async () => {
    const cutOff = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"listStates": ['));
        controller.error(new TypeError('network error'));
      },
    });
    const answers = [new Response(cutOff, { status: 200 }), new Response('<html>captive portal</html>', { status: 200 })];
    const client = new ScrolldexClient({
      tokens: { read: () => ({ accessToken: fresh, refreshToken: 'refresh-1' }), write: () => undefined },
      fetch: async () => answers.shift()!,
      url: (path) => path,
      now: () => NOW,
    });
    const error: unknown = await client.getListStates().catch((caught: unknown) => caught);
    expect(isNetworkError(error)).toBe(true);
    await expect(client.getListStates()).rejects.toThrow("The server's answer to /lists/states is not as expected.");
  });
});
