import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeApp, makeConfig, makeTempDir } from '../../test/helpers.js';
import { purgeStaleRecords } from './purge.js';

const DAY = 24 * 3600 * 1000;
const temp = makeTempDir();
let clock = Date.UTC(2026, 10, 25, 12);
let app: FastifyInstance;

const count = (table: string) => (app.db.$client.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
const ids = (table: string) => (app.db.$client.prepare(`select id from ${table} order by id`).all() as { id: string }[]).map((row) => row.id);
const purge = () => purgeStaleRecords(app.db, clock, { resetTokenTtlMs: 3600 * 1000, tombstoneMs: 30 * DAY });

function list(id: string, updatedAt: number, deletedAt: number | null = null) {
  const iso = new Date(updatedAt).toISOString();
  return {
    id,
    name: id,
    faction: 'Stormcast Eternals',
    createdAt: iso,
    modifiedAt: iso,
    _createdAt: updatedAt,
    _updatedAt: updatedAt,
    deleted: deletedAt !== null,
    deletedAt,
  };
}

beforeAll(async () => {
  app = await makeApp(makeConfig(temp.dir), { now: () => clock });
});
afterAll(async () => {
  await app.close();
  temp.remove();
});

describe('purgeStaleRecords (issue 10, item 13)', () => {
  it('removes expired reset links with their mails, expired refresh tokens and tombstones past their time, and nothing else', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/auth/create',
      payload: { username: 'purger', email: 'purger@example.com', password: 'long-enough-pass' },
    });
    const { accessToken } = created.json() as { accessToken: string };
    await app.inject({ method: 'POST', url: '/auth/request-reset', payload: { usernameOremail: 'purger' } });
    const lists = [
      list('live', clock - 90 * DAY),
      list('old-tombstone', clock - 90 * DAY, clock - 31 * DAY),
      list('new-tombstone', clock - 90 * DAY, clock - 2 * DAY),
    ];
    const synced = await app.inject({ method: 'POST', url: '/lists/sync', headers: { authorization: `Bearer ${accessToken}` }, payload: { lists } });
    expect(synced.statusCode, synced.body).toBe(200);

    // Nothing is stale yet but the old tombstone.
    expect(purge()).toEqual({ passwordResets: 0, outboxMails: 0, refreshTokens: 0, lists: 1, folders: 0 });
    expect(ids('lists')).toEqual(['live', 'new-tombstone']);
    expect([count('password_resets'), count('mail_outbox'), count('refresh_tokens')]).toEqual([1, 1, 1]);

    clock += 2 * 3600 * 1000;
    expect(purge()).toMatchObject({ passwordResets: 1, outboxMails: 1, refreshTokens: 0 });
    clock += 31 * DAY;
    expect(purge()).toMatchObject({ refreshTokens: 1, lists: 1 });
    expect(ids('lists')).toEqual(['live']);
  });

  it('runs when the server starts', async () => {
    const dir = `${temp.dir}/restart`;
    const first = await makeApp(makeConfig(dir), { now: () => clock });
    const created = await first.inject({
      method: 'POST',
      url: '/auth/create',
      payload: { username: 'again', email: 'again@example.com', password: 'long-enough-pass' },
    });
    const { accessToken } = created.json() as { accessToken: string };
    await first.inject({
      method: 'POST',
      url: '/lists/sync',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { lists: [list('gone', clock - DAY, clock - DAY)] },
    });
    await first.close();
    const later = await makeApp(makeConfig(dir), { now: () => clock + 40 * DAY });
    await later.ready();
    expect((later.db.$client.prepare('select count(*) as n from lists').get() as { n: number }).n).toBe(0);
    await later.close();
  });
});
