// The answers the web client parses with @scrolldex/contract, checked against
// those schemas on the real routes (strictly: no field the contract does not name).
import {
  AccessTokenClaimsSchema,
  ApiErrorSchema,
  FaqSchema,
  ListStatesSchema,
  ListSyncAnswerSchema,
  ManifestSchema,
  MessageAnswerSchema,
  RefsSchema,
  ShareAnswerSchema,
  TokenPairSchema,
} from '@scrolldex/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { makeApp, makeConfig, makeTempDir } from '../../test/helpers.js';

const temp = makeTempDir();
let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp(makeConfig(temp.dir, { apiUrl: 'https://api.example.com' }));
});
afterAll(async () => {
  await app.close();
  temp.remove();
});

/** The schema's fields and no other (the contract's objects are zod/mini: no `.strict()`). */
function strictly<Shape extends z.core.$ZodLooseShape>(schema: { shape: Shape }) {
  return z.strictObject(schema.shape);
}

function expectShape(schema: { shape: z.core.$ZodLooseShape }, body: unknown): void {
  expect(strictly(schema).parse(body)).toEqual(body);
}

describe('server answers match the contract', () => {
  it('GET /manifest, /refs and /faq', async () => {
    const manifest = (await app.inject({ method: 'GET', url: '/manifest' })).json();
    expectShape(ManifestSchema, manifest);
    expect(ManifestSchema.parse(manifest).entries.some((entry) => entry.name === 'main' && entry.type === 'Branch')).toBe(true);
    expectShape(RefsSchema, (await app.inject({ method: 'GET', url: '/refs' })).json());
    expectShape(FaqSchema, (await app.inject({ method: 'GET', url: '/faq' })).json());
  });

  it('tokens, their claims, a share link and an error', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/auth/create',
      payload: { email: 'ada@example.com', username: 'ada', password: 'long-enough-pass' },
    });
    const pair = strictly(TokenPairSchema).parse(created.json());
    const payload = JSON.parse(Buffer.from(pair.accessToken.split('.')[1]!, 'base64url').toString('utf8')) as unknown;
    // The claims' schema is built on first use (z.lazy): its object is the lazy's inner type.
    expect(strictly(AccessTokenClaimsSchema._zod.innerType).parse(payload)).toMatchObject({ username: 'ada', email: 'ada@example.com', type: 'access' });
    expectShape(ShareAnswerSchema, (await app.inject({ method: 'POST', url: '/share/abc' })).json());
    const missing = await app.inject({ method: 'GET', url: '/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expectShape(ApiErrorSchema, missing.json());
  });

  it('list sync, the reset request and the account deletion', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/auth/create',
      payload: { email: 'lin@example.com', username: 'lin', password: 'long-enough-pass' },
    });
    const headers = { authorization: `Bearer ${TokenPairSchema.parse(created.json()).accessToken}` };
    const root = { id: 'root', name: 'root', color: 'gray', listIds: [], createdAt: 0, updatedAt: 7, deleted: false, deletedAt: null };
    const synced = await app.inject({ method: 'POST', url: '/lists/sync', headers, payload: { folders: [root] } });
    expectShape(ListSyncAnswerSchema, synced.json());
    expect(ListSyncAnswerSchema.parse(synced.json()).folders).toEqual([root]);
    expectShape(ListStatesSchema, (await app.inject({ method: 'GET', url: '/lists/states', headers })).json());
    expectShape(MessageAnswerSchema, (await app.inject({ method: 'POST', url: '/auth/request-reset', payload: { usernameOremail: 'lin' } })).json());
    expectShape(MessageAnswerSchema, (await app.inject({ method: 'DELETE', url: '/account', headers, payload: { password: 'long-enough-pass' } })).json());
  });
});
