// What every MaintenanceStore answers, whichever its dialect (store-behaviours.ts): the purge of what the database no
// longer needs, on a database of its own so that it counts only what the case wrote, and raw reads.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { createAccount, newRefreshToken } from '../../../test/store-rows.js';
import { syncedGame } from '../../../test/synced-game.js';
import { syncedRoster } from '../../../test/synced-roster.js';
import { folder, list, push } from '../../sync/sync-store.behaviours.js';
import type { Stores } from '../stores.js';
import { withStores, type StoresFixture } from './store-fixture.js';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 26, 12);
const OPTIONS = { resetTokenTtlMs: HOUR, tombstoneMs: 30 * DAY };
/** A tombstone deleted at or before this is due. */
const LIMIT = NOW - 30 * DAY;

const NOTHING_PURGED = { passwordResets: 0, outboxMails: 0, refreshTokens: 0, lists: 0, folders: 0, games: 0, rosters: 0, bcpStates: 0 };

/** What purge may remove, each beside a row just on the side of the line that stays. */
async function writeDueAndKeptRows(stores: Stores): Promise<void> {
  const { accounts } = stores;
  const account = await createAccount(stores);
  const changed = await createAccount(stores);
  const reset = (tokenHash: string, userId: string, expiresAt: number) => ({
    tokenHash,
    userId,
    expiresAt: new Date(expiresAt),
    createdAt: new Date(NOW - HOUR),
  });
  await accounts.addPasswordReset(reset('reset-used', changed.id, NOW + HOUR));
  // A password change spends the account's links.
  await accounts.replacePassword({
    target: { userId: changed.id },
    passwordHash: 'scrypt$new',
    at: new Date(NOW - 1),
    session: () => newRefreshToken(changed.id, { id: 'token-session', expiresAt: new Date(NOW + DAY) }),
  });
  await accounts.addPasswordReset(reset('reset-expired', account.id, NOW));
  await accounts.addPasswordReset(reset('reset-live', account.id, NOW + 1));
  await accounts.queueMail({ to: account.email, subject: 'old', body: 'dead link' }, new Date(NOW - HOUR));
  await accounts.queueMail({ to: account.email, subject: 'new', body: 'live link' }, new Date(NOW - HOUR + 1));
  await accounts.addRefreshToken(newRefreshToken(account.id, { id: 'token-expired', expiresAt: new Date(NOW) }));
  await accounts.addRefreshToken(newRefreshToken(account.id, { id: 'token-live', expiresAt: new Date(NOW + 1) }));

  const gone = <T>(record: T, deletedAt: number | null) => ({ ...record, deleted: true, deletedAt });
  await stores.sync.sync(
    account.id,
    push({
      lists: [
        list('live-old', LIMIT - DAY),
        gone(list('tombstone-due', NOW), LIMIT),
        gone(list('tombstone-kept', LIMIT - DAY), LIMIT + 1),
        // Deleted by a client that kept no time: its update time counts.
        gone(list('tombstone-without-time', LIMIT), null),
      ],
      folders: [gone(folder('folder-due', LIMIT - DAY), null), gone(folder('folder-kept', LIMIT + 1), null)],
    }),
    NOW,
  );
  await stores.games.sync(
    account.id,
    {
      games: [
        syncedGame('game-due', NOW, { deleted: true, deletedAt: LIMIT - 1 }),
        syncedGame('game-kept', NOW, { deleted: true, deletedAt: LIMIT + 1 }),
        syncedGame('game-live', LIMIT - DAY),
      ],
      outdatedGames: [],
    },
    NOW,
  );
  await stores.rosters.sync(
    account.id,
    {
      rosters: [
        syncedRoster('roster-due', NOW, { deleted: true, deletedAt: LIMIT - 1 }),
        syncedRoster('roster-kept', NOW, { deleted: true, deletedAt: LIMIT + 1 }),
        syncedRoster('roster-live', LIMIT - DAY),
      ],
      outdatedRosters: [],
    },
    NOW,
  );
  await stores.bcpStates.spend('state-due', new Date(NOW - 1));
  // Still taken at its expiry time (routes/bcp.ts): kept until that has passed.
  await stores.bcpStates.spend('state-at-expiry', new Date(NOW));
}

export function describeMaintenanceStore({ stores, open }: StoresFixture): void {
  describe('maintenance', () => {
    it('purges spent or expired reset links, old mails, expired refresh tokens, tombstones and spent BCP states past their time, and nothing else', async () => {
      await withStores(open, 'purge', async (own) => {
        await writeDueAndKeptRows(own);
        const column = async (query: ReturnType<typeof sql>) => (await own.maintenance.rows<{ value: string }>(query)).map(({ value }) => value);
        const ids = (table: string) => column(sql`select id as value from ${sql.identifier(table)} order by 1`);

        expect(await own.maintenance.purge(NOW, OPTIONS)).toEqual({
          passwordResets: 2,
          outboxMails: 1,
          refreshTokens: 1,
          lists: 2,
          folders: 1,
          games: 1,
          rosters: 1,
          bcpStates: 1,
        });
        expect(await column(sql`select token_hash as value from password_resets`)).toEqual(['reset-live']);
        expect(await column(sql`select subject as value from mail_outbox`)).toEqual(['new']);
        expect(await ids('refresh_tokens')).toEqual(['token-live', 'token-session']);
        expect(await ids('lists')).toEqual(['live-old', 'tombstone-kept']);
        expect(await ids('folders')).toEqual(['folder-kept']);
        expect(await ids('games')).toEqual(['game-kept', 'game-live']);
        expect(await ids('rosters')).toEqual(['roster-kept', 'roster-live']);
        expect(await column(sql`select nonce as value from bcp_spent_states`)).toEqual(['state-at-expiry']);
        expect(await own.maintenance.purge(NOW, OPTIONS)).toEqual(NOTHING_PURGED);
      });
    });

    it('answers the rows of a query', async () => {
      expect(await stores().maintenance.rows(sql`select 1 as one, cast(${'text'} as text) as two`)).toEqual([{ one: 1, two: 'text' }]);
    });
  });
}
