import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { countOf, makeApp, makeConfig, makeTempDir } from '../../test/helpers.js';
import { syncedGame } from '../../test/synced-game.js';
import { syncedRoster } from '../../test/synced-roster.js';

const DAY = 24 * 3600 * 1000;
const temp = makeTempDir();
let clock = Date.UTC(2026, 10, 25, 12);
let app: FastifyInstance;

const count = (table: string, target = app) => countOf(target, sql`select count(*) as n from ${sql.identifier(table)}`);
const ids = async (table: string) =>
  (await app.stores.maintenance.rows<{ id: string }>(sql`select id from ${sql.identifier(table)} order by id`)).map((row) => row.id);
const purge = () => app.stores.maintenance.purge(clock, { resetTokenTtlMs: 3600 * 1000, tombstoneMs: 30 * DAY });

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

describe('maintenance.purge', () => {
  it('removes expired reset links with their mails, expired refresh tokens, tombstones and spent BCP states past their time, and nothing else', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/auth/create',
      payload: { username: 'purger', email: 'purger@example.com', password: 'long-enough-pass' },
    });
    const { accessToken } = created.json() as { accessToken: string };
    await app.inject({ method: 'POST', url: '/auth/request-reset', payload: { usernameOremail: 'purger' } });
    // The mail is queued in the background.
    await vi.waitFor(async () => expect(await count('mail_outbox')).toBe(1), { timeout: 10_000 });
    const lists = [
      list('live', clock - 90 * DAY),
      list('old-tombstone', clock - 90 * DAY, clock - 31 * DAY),
      list('new-tombstone', clock - 90 * DAY, clock - 2 * DAY),
    ];
    const synced = await app.inject({ method: 'POST', url: '/lists/sync', headers: { authorization: `Bearer ${accessToken}` }, payload: { lists } });
    expect(synced.statusCode, synced.body).toBe(200);
    const games = [
      syncedGame('game-live', clock - 90 * DAY),
      syncedGame('game-old-tombstone', clock - 31 * DAY, { deleted: true, deletedAt: clock - 31 * DAY }),
      syncedGame('game-new-tombstone', clock - 2 * DAY, { deleted: true, deletedAt: clock - 2 * DAY }),
    ];
    const gamesSynced = await app.inject({ method: 'POST', url: '/games/sync', headers: { authorization: `Bearer ${accessToken}` }, payload: { games } });
    expect(gamesSynced.statusCode, gamesSynced.body).toBe(200);
    const rosters = [
      syncedRoster('roster-live', clock - 90 * DAY),
      syncedRoster('roster-old-tombstone', clock - 31 * DAY, { deleted: true, deletedAt: clock - 31 * DAY }),
      syncedRoster('roster-new-tombstone', clock - 2 * DAY, { deleted: true, deletedAt: clock - 2 * DAY }),
    ];
    const rostersSynced = await app.inject({ method: 'POST', url: '/rosters/sync', headers: { authorization: `Bearer ${accessToken}` }, payload: { rosters } });
    expect(rostersSynced.statusCode, rostersSynced.body).toBe(200);
    // A BCP state is still taken at its expiry time: its row goes once that has passed.
    expect(await app.stores.bcpStates.spend('state-due', new Date(clock - 1))).toBe(true);
    expect(await app.stores.bcpStates.spend('state-at-expiry', new Date(clock))).toBe(true);

    // Nothing is stale yet but the old tombstone.
    expect(await purge()).toEqual({ passwordResets: 0, outboxMails: 0, refreshTokens: 0, lists: 1, folders: 0, games: 1, rosters: 1, bcpStates: 1 });
    expect(await ids('lists')).toEqual(['live', 'new-tombstone']);
    expect(await ids('games')).toEqual(['game-live', 'game-new-tombstone']);
    expect(await ids('rosters')).toEqual(['roster-live', 'roster-new-tombstone']);
    expect(await app.stores.maintenance.rows(sql`select nonce from bcp_spent_states`)).toEqual([{ nonce: 'state-at-expiry' }]);
    expect([await count('password_resets'), await count('mail_outbox'), await count('refresh_tokens')]).toEqual([1, 1, 1]);

    clock += 2 * 3600 * 1000;
    expect(await purge()).toMatchObject({ passwordResets: 1, outboxMails: 1, refreshTokens: 0, bcpStates: 1 });
    clock += 31 * DAY;
    expect(await purge()).toMatchObject({ refreshTokens: 1, lists: 1, games: 1, rosters: 1 });
    expect(await ids('lists')).toEqual(['live']);
    expect(await ids('games')).toEqual(['game-live']);
    expect(await ids('rosters')).toEqual(['roster-live']);
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
    expect(await count('lists', later)).toBe(0);
    await later.close();
  });
});
