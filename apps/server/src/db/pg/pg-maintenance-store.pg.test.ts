import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createAccount, newRefreshToken, pgInstances } from '../../../test/pg-stores.js';
import { openPgDatabase, type PgAppDatabase } from './open-pg-database.js';
import { bcpSpentStates, folders, games, lists, passwordResets, rosters } from './schema.js';

const { url, instances } = await pgInstances('pg-maintenance-store');

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 26, 12);
const OPTIONS = { resetTokenTtlMs: HOUR, tombstoneMs: 30 * DAY };

describe('the PostgreSQL maintenance store', () => {
  let db: PgAppDatabase;
  beforeAll(async () => {
    db = await openPgDatabase(url!);
  });
  afterAll(() => db?.$client.end());

  const ids = async (table: 'lists' | 'folders' | 'games' | 'rosters' | 'refresh_tokens' | 'password_resets') =>
    (
      await instances().first.maintenance.rows<{ id: string }>(
        sql`select ${sql.raw(table === 'password_resets' ? 'token_hash' : 'id')} as id from ${sql.identifier(table)} order by 1`,
      )
    ).map(({ id }) => id);

  it('purges spent or expired reset links, old mails, expired refresh tokens, tombstones and spent BCP states past their time, and nothing else', async () => {
    const { accounts, maintenance } = instances().first;
    const account = await createAccount(instances().first);
    const reset = (tokenHash: string, expiresAt: number, usedAt: number | null = null) => ({
      tokenHash,
      userId: account.id,
      expiresAt: new Date(expiresAt),
      usedAt: usedAt === null ? null : new Date(usedAt),
      createdAt: new Date(NOW - HOUR),
    });
    await db.insert(passwordResets).values([reset('reset-expired', NOW), reset('reset-used', NOW + HOUR, NOW - 1), reset('reset-live', NOW + 1)]);
    await accounts.queueMail({ to: account.email, subject: 'old', body: 'dead link' }, new Date(NOW - HOUR));
    await accounts.queueMail({ to: account.email, subject: 'new', body: 'live link' }, new Date(NOW - HOUR + 1));
    await accounts.addRefreshToken(newRefreshToken(account.id, { id: 'token-expired', expiresAt: new Date(NOW) }));
    await accounts.addRefreshToken(newRefreshToken(account.id, { id: 'token-live', expiresAt: new Date(NOW + 1) }));
    const record = (id: string, updatedAt: number, deleted: boolean, deletedAt: number | null = null) => ({
      userId: account.id,
      id,
      document: '{}',
      updatedAt,
      deleted,
      deletedAt,
    });
    const limit = NOW - 30 * DAY;
    await db
      .insert(lists)
      .values([
        record('live-old', limit - DAY, false),
        record('tombstone-due', NOW, true, limit),
        record('tombstone-kept', limit - DAY, true, limit + 1),
        record('tombstone-without-time', limit, true),
      ]);
    await db.insert(folders).values([record('folder-due', limit - DAY, true), record('folder-kept', limit + 1, true)]);
    await db
      .insert(games)
      .values([record('game-due', NOW, true, limit - 1), record('game-kept', NOW, true, limit + 1), record('game-live', limit - DAY, false)]);
    await db
      .insert(rosters)
      .values([record('roster-due', NOW, true, limit - 1), record('roster-kept', NOW, true, limit + 1), record('roster-live', limit - DAY, false)]);
    await db.insert(bcpSpentStates).values([
      { nonce: 'state-due', expiresAt: new Date(NOW - 1) },
      { nonce: 'state-at-expiry', expiresAt: new Date(NOW) },
    ]);

    expect(await maintenance.purge(NOW, OPTIONS)).toEqual({
      passwordResets: 2,
      outboxMails: 1,
      refreshTokens: 1,
      lists: 2,
      folders: 1,
      games: 1,
      rosters: 1,
      bcpStates: 1,
    });
    expect(await ids('password_resets')).toEqual(['reset-live']);
    expect(await maintenance.rows(sql`select subject from mail_outbox`)).toEqual([{ subject: 'new' }]);
    expect(await ids('refresh_tokens')).toEqual(['token-live']);
    expect(await ids('lists')).toEqual(['live-old', 'tombstone-kept']);
    expect(await ids('folders')).toEqual(['folder-kept']);
    expect(await ids('games')).toEqual(['game-kept', 'game-live']);
    expect(await ids('rosters')).toEqual(['roster-kept', 'roster-live']);
    // Still taken at its expiry time (routes/bcp.ts): kept until that has passed.
    expect(await maintenance.rows(sql`select nonce from bcp_spent_states`)).toEqual([{ nonce: 'state-at-expiry' }]);
    expect(await maintenance.purge(NOW, OPTIONS)).toEqual({
      passwordResets: 0,
      outboxMails: 0,
      refreshTokens: 0,
      lists: 0,
      folders: 0,
      games: 0,
      rosters: 0,
      bcpStates: 0,
    });
  });

  it('answers the rows of a query', async () => {
    expect(await instances().second.maintenance.rows(sql`select 1 as one, ${'text'}::text as two`)).toEqual([{ one: 1, two: 'text' }]);
  });
});
