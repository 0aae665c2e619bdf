// A NUL character (U+0000) in a login name, a reset name, a share code, a list id or a favourite
// key made PostgreSQL fail the query (a 500, some without logging in). Every route now refuses one with 400 naming
// the field, before a schema or a database sees it, whichever the database: this file checks that on SQLite, and
// db/store-behaviours.ts that the text `\u0000` written out (no NUL) is stored as sent on both dialects.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeApp, makeConfig, makeTempDir } from '../../test/helpers.js';

const temp = makeTempDir();
let app: FastifyInstance;
let token: string;

const NUL = '\u0000';
const refusal = (label: string, field: string) => ({
  statusCode: 400,
  error: 'Bad Request',
  message: `${label} '${field}' must not contain a NUL character (\\u0000).`,
});

beforeAll(async () => {
  app = await makeApp(makeConfig(temp.dir));
  const created = await app.inject({
    method: 'POST',
    url: '/auth/create',
    payload: { username: 'nul-tester', email: 'nul-tester@example.com', password: 'secret-pass-nul' },
  });
  expect(created.statusCode, created.body).toBe(201);
  token = (created.json() as { accessToken: string }).accessToken;
});
afterAll(async () => {
  await app.close();
  temp.remove();
});

const list = (id: string) => ({
  id,
  name: 'Nul',
  faction: 'Seraphon',
  createdAt: '2026-11-01T00:00:00.000Z',
  modifiedAt: '2026-11-01T00:00:00.000Z',
  _createdAt: 1,
  _updatedAt: 2,
});

describe('a NUL character anywhere in a request', () => {
  const authorization = () => ({ authorization: `Bearer ${token}` });
  it.each([
    [
      'a login name',
      () => ({ method: 'POST', url: '/auth/login', payload: { emailOrusername: `nul-tester${NUL}`, password: 'secret-pass-nul' } }),
      'emailOrusername',
    ],
    ['a reset name', () => ({ method: 'POST', url: '/auth/request-reset', payload: { usernameOremail: `nul${NUL}@example.com` } }), 'usernameOremail'],
    [
      'a new account',
      () => ({ method: 'POST', url: '/auth/create', payload: { username: 'nul2', email: 'nul2@example.com', password: `pass${NUL}word-1` } }),
      'password',
    ],
    ['a refresh token', () => ({ method: 'POST', url: '/auth/refresh', payload: { refreshToken: `token${NUL}` } }), 'refreshToken'],
    ['a list id', () => ({ method: 'POST', url: '/lists/sync', headers: authorization(), payload: { lists: [list(`id${NUL}`)] } }), 'lists[0].id'],
    [
      'an asked list id',
      () => ({ method: 'POST', url: '/lists/sync', headers: authorization(), payload: { outdatedLists: ['ok', `id${NUL}`] } }),
      'outdatedLists[1]',
    ],
    [
      'a favourite key',
      () => ({
        method: 'POST',
        url: '/favorites',
        headers: authorization(),
        payload: { favorites: [{ type: 'unit', key: `Kroak${NUL}`, isFavorited: true, updatedAt: 1 }] },
      }),
      'favorites[0].key',
    ],
    [
      'a weapon name, as a key',
      () => ({
        method: 'POST',
        url: '/unit-settings',
        headers: authorization(),
        payload: { settings: [{ name: 'Saurus', upgrades: [], weapons: { [`Saurus${NUL}`]: [] }, updatedAt: 1 }] },
      }),
      'settings[0].weapons.Saurus\\0',
    ],
  ] as const)('in %s answers 400 naming the field', async (_what, request, field) => {
    const response = await app.inject(request() as InjectOptions);
    expect({ status: response.statusCode, body: response.json() as unknown }).toEqual({ status: 400, body: refusal('Body field', field) });
  });

  it('in a share code, a path segment or a query parameter answers 400 naming it', async () => {
    const code = await app.inject({ method: 'GET', url: '/s/abc%00def' });
    expect({ status: code.statusCode, body: code.json() as unknown }).toEqual({ status: 400, body: refusal('Path parameter', 'code') });
    const share = await app.inject({ method: 'POST', url: `/share/${Buffer.from(`list${NUL}`).toString('base64url')}%00` });
    expect({ status: share.statusCode, body: share.json() as unknown }).toEqual({ status: 400, body: refusal('Path parameter', 'segment') });
    const blob = await app.inject({ method: 'GET', url: '/blob?name=main%00' });
    expect({ status: blob.statusCode, body: blob.json() as unknown }).toEqual({ status: 400, body: refusal('Query parameter', 'name') });
  });

  it('takes the text \\u0000 written out (a backslash, a u and four digits), which is no NUL', async () => {
    const key = 'Kroak \\u0000';
    const response = await app.inject({
      method: 'POST',
      url: '/favorites',
      headers: { authorization: `Bearer ${token}` },
      payload: { favorites: [{ type: 'unit', key, isFavorited: true, updatedAt: 1 }] },
    });
    expect({ status: response.statusCode, body: response.json() as unknown }).toEqual({ status: 200, body: { written: 1, kept: [] } });
    await app.inject({
      method: 'POST',
      url: '/favorites',
      headers: { authorization: `Bearer ${token}` },
      payload: { favorites: [{ type: 'unit', key, isFavorited: false, updatedAt: 2 }] },
    });
  });

  it('refuses a NUL in a body sent as plain text too', async () => {
    const response = await app.inject({ method: 'POST', url: '/auth/login', payload: `login${NUL}`, headers: { 'content-type': 'text/plain' } });
    expect({ status: response.statusCode, body: response.json() as unknown }).toEqual({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'The request body must not contain a NUL character (\\u0000).' },
    });
  });

  it('leaves the account and its records as they were', async () => {
    const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { emailOrusername: 'nul-tester', password: 'secret-pass-nul' } });
    expect(login.statusCode).toBe(200);
    const favorites = await app.inject({ method: 'GET', url: '/favorites', headers: { authorization: `Bearer ${token}` } });
    expect(favorites.json()).toEqual({ favorites: [{ type: 'unit', key: 'Kroak \\u0000', isFavorited: false, updatedAt: 2 }] });
  });
});
