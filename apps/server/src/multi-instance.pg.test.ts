// Two real server processes (src/server.ts) on one PostgreSQL database, with
// the same AUTH_SECRET, behind a round-robin proxy: what one instance writes
// or decides, the other sees at once, because every piece of shared state
// (records, token generations, rate-limit counts) lives in the database.
// Requests go straight to one instance when the test needs to know which, and
// through the proxy when it should not matter. Each request opens its own
// connection, so the proxy spreads them and none outlives a killed instance.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { makeTempDir } from '../test/helpers.js';
import { createTestDatabase } from '../test/postgres.js';
import { callServer as call } from '../test/requests.js';
import { startRoundRobinProxy, type RoundRobinProxy } from '../test/round-robin-proxy.js';
import { killAllServerProcesses, killHard, startServerProcess, type ServerProcess } from '../test/server-process.js';
import { syncedList } from '../test/synced-list.js';

const adminUrl = inject('postgresUrl');
const temp = makeTempDir('scrolldex-multi-instance-');
/** Logins per (account, address), counted across instances. */
const LOGIN_LIMIT = 3;

let databaseUrl: string;
let first: ServerProcess;
let second: ServerProcess;
let proxy: RoundRobinProxy;

type ListState = { id: string; updatedAt: number; deleted: boolean };
type SyncAnswer = { lists: Array<{ id: string; name: string; _updatedAt: number }>; listStates: ListState[]; conflicts: { lists: string[] } };

const sync = (origin: string, token: string, body: { lists?: unknown[]; outdatedLists?: string[] }) =>
  call(origin, 'POST', '/lists/sync', token, { lists: [], outdatedLists: [], folders: [], ...body });

async function syncOk(origin: string, token: string, body: { lists?: unknown[]; outdatedLists?: string[] }): Promise<SyncAnswer> {
  const answer = await sync(origin, token, body);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json as SyncAnswer;
}

async function states(origin: string, token: string): Promise<ListState[]> {
  const answer = await call(origin, 'GET', '/lists/states', token);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return sorted((answer.json as { listStates: ListState[] }).listStates);
}

/** The stored copy of one list, read with `outdatedLists`. */
async function stored(origin: string, token: string, id: string) {
  const { lists } = await syncOk(origin, token, { outdatedLists: [id] });
  expect(lists.map((entry) => entry.id)).toEqual([id]);
  return lists[0]!;
}

const sorted = (listStates: readonly ListState[]) => [...listStates].sort((a, b) => a.id.localeCompare(b.id));

const PASSWORD = 'secret-pass-multi';

/** A new account created through `origin`: its name and access token. */
async function newAccount(origin: string): Promise<{ username: string; token: string }> {
  const username = `multi-${randomUUID().slice(0, 8)}`;
  const created = await call(origin, 'POST', '/auth/create', undefined, { username, email: `${username}@example.com`, password: PASSWORD });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return { username, token: (created.json as { accessToken: string }).accessToken };
}

/**
 * Whether another connection of the database has a write transaction open: one with a transaction id, which
 * PostgreSQL assigns at the first row lock or write (a sync's lock on its account) and which ends with it. Plain reads
 * (authentication, GET /lists/states) never get one.
 */
async function writeTransactionOpen(watcher: pg.Client): Promise<boolean> {
  const { rows } = await watcher.query(
    'select 1 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_xid is not null',
  );
  return rows.length > 0;
}

/**
 * Sends a sync to `instance` and SIGKILLs it as soon as the watcher sees the sync's transaction open. False when the
 * sync answered first: the transaction was too short for the watcher to see, on a busy machine.
 */
async function syncAndKill(instance: ServerProcess, token: string, body: { lists: unknown[] }, watcher: pg.Client): Promise<boolean> {
  let settled = false;
  // The connection dies with the server: a failed request is the expected outcome.
  const inFlight = sync(instance.origin, token, body)
    .catch(() => undefined)
    .finally(() => (settled = true));
  while (!settled) {
    if (await writeTransactionOpen(watcher)) {
      await killHard(instance.child);
      await inFlight;
      return true;
    }
  }
  return false;
}

describe.skipIf(adminUrl === undefined)('two server instances on one PostgreSQL behind a proxy', () => {
  beforeAll(async () => {
    databaseUrl = await createTestDatabase(adminUrl!, `multi_instance_${randomUUID().replaceAll('-', '')}`);
    const env = { DATABASE_URL: databaseUrl, AUTH_SECRET: 'Hn4vQ9zK2wX7pL0cR5tY8mB3sD6fG1jA', RATE_LIMIT_LOGIN: String(LOGIN_LIMIT) };
    // At once, on an empty database: both migrate it at start, one after the other (an advisory lock orders them).
    [first, second] = await Promise.all([startServerProcess(join(temp.dir, 'first'), env), startServerProcess(join(temp.dir, 'second'), env)]);
    proxy = await startRoundRobinProxy([first.port, second.port]);
  }, 180_000);

  afterAll(async () => {
    await proxy?.close();
    await killAllServerProcesses();
    temp.remove();
  });

  it('reads through one instance, and through the proxy, a list synced through the other', async () => {
    const { token } = await newAccount(first.origin);
    const pushed = syncedList('shared', 2_000_000, 'Synced through the first');
    await syncOk(first.origin, token, { lists: [pushed] });

    const expected = [{ id: 'shared', updatedAt: 2_000_000, deleted: false }];
    expect(await states(second.origin, token)).toEqual(expected);
    expect(await stored(second.origin, token, 'shared')).toMatchObject({ name: pushed.name, _updatedAt: pushed._updatedAt });
    // Two connections through the proxy: one to each instance.
    for (let i = 0; i < 2; i++) {
      expect(await states(proxy.origin, token)).toEqual(expected);
      expect(await stored(proxy.origin, token, 'shared')).toMatchObject({ name: pushed.name });
    }
  });

  it('keeps the newest of concurrent syncs of one list from both instances, and reports an equal stamp with other content to the one that lost', async () => {
    const { token } = await newAccount(first.origin);
    const id = 'contested';
    for (let round = 0; round < 20; round++) {
      const base = 3_000_000 + round * 10;
      // Other stamps: the newer one is stored whichever commits first; which instance pushes it alternates.
      const [older, newer] = round % 2 === 0 ? [first, second] : [second, first];
      const answers = await Promise.all([
        syncOk(older.origin, token, { lists: [syncedList(id, base + 1, `older of round ${round}`)] }),
        syncOk(newer.origin, token, { lists: [syncedList(id, base + 2, `newer of round ${round}`)] }),
      ]);
      expect(answers.map((answer) => answer.conflicts.lists)).toEqual([[], []]);
      expect(await stored(first.origin, token, id), `round ${round}`).toMatchObject({ name: `newer of round ${round}`, _updatedAt: base + 2 });

      // The same stamp, other content: the first to commit is stored, the other is told of the conflict.
      const tie = [0, 1].map((i) => syncedList(id, base + 5, `tie ${i} of round ${round}`));
      const [one, two] = await Promise.all([syncOk(first.origin, token, { lists: [tie[0]] }), syncOk(second.origin, token, { lists: [tie[1]] })]);
      const lost = [one!.conflicts.lists, two!.conflicts.lists];
      expect(lost, `round ${round}: exactly one push must lose`).toContainEqual([id]);
      expect(lost, `round ${round}: exactly one push must lose`).toContainEqual([]);
      const winner = lost[0]!.length === 0 ? tie[0]! : tie[1]!;
      expect(await stored(second.origin, token, id), `round ${round}`).toMatchObject({ name: winner.name, _updatedAt: base + 5 });
    }
  }, 120_000);

  it('refuses failed logins past the limit counted on both instances together', async () => {
    const { username } = await newAccount(first.origin);
    const login = (instance: ServerProcess, password: string) =>
      call(instance.origin, 'POST', '/auth/login', undefined, { emailOrusername: username, password });
    const alternating = (i: number) => (i % 2 === 0 ? first : second);
    for (let i = 0; i < LOGIN_LIMIT; i++) expect((await login(alternating(i), 'wrong-password')).status, `failure ${i + 1}`).toBe(401);
    // Each instance alone counted fewer than the limit; together they reached it.
    expect((await login(alternating(LOGIN_LIMIT), 'wrong-password')).status).toBe(429);
    expect((await login(alternating(LOGIN_LIMIT + 1), PASSWORD)).status).toBe(429);
  });

  it('checks at most the limit of 40 wrong passwords sent at once to both instances: each is counted before its check', async () => {
    const { username } = await newAccount(first.origin);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call((i % 2 === 0 ? first : second).origin, 'POST', '/auth/login', undefined, { emailOrusername: username, password: `wrong-${i}` }),
      ),
    );
    const refusedByLimit = answers.filter((answer) => answer.status === 429 && (answer.json as { message: string }).message.startsWith('Too many attempts.'));
    // Those past the limit were refused before any check; the others were checked (401), or refused a place in the
    // hashing queue of their instance (429 'Too many password checks at once ...').
    expect(refusedByLimit).toHaveLength(40 - LOGIN_LIMIT);
    expect(answers.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(LOGIN_LIMIT);
    expect(answers.filter((answer) => answer.status !== 401 && answer.status !== 429)).toEqual([]);
  });

  it('accepts on one instance a token the other issued, and a logout on the other ends it at once', async () => {
    const { token } = await newAccount(first.origin);
    expect((await call(second.origin, 'GET', '/lists/states', token)).status).toBe(200);
    expect((await call(second.origin, 'POST', '/auth/logout', token)).status).toBe(204);
    expect((await call(first.origin, 'GET', '/lists/states', token)).status).toBe(401);
    expect((await call(second.origin, 'GET', '/lists/states', token)).status).toBe(401);
  });

  it('loses nothing when one instance is killed mid-sync: the sync is whole or absent, the other serves and completes it, the proxy skips the dead one', async () => {
    const { token } = await newAccount(first.origin);
    const firstIds = Array.from({ length: 20 }, (_, i) => `first-${i}`);
    const bigIds = [...firstIds, ...Array.from({ length: 280 }, (_, i) => `big-${i}`)];
    const bigSync = (updatedAt: number) => ({ lists: bigIds.map((id) => syncedList(id, updatedAt)) });
    let before = sorted((await syncOk(first.origin, token, { lists: firstIds.map((id) => syncedList(id, 4_000_000)) })).listStates);
    const committed = (updatedAt: number) => sorted(bigIds.map((id) => ({ id, updatedAt, deleted: false })));

    const watcher = new pg.Client({ connectionString: databaseUrl });
    await watcher.connect();
    let killedSync: number | undefined;
    try {
      for (let attempt = 1; killedSync === undefined; attempt++) {
        if (attempt > 5) throw new Error('the watcher never saw the sync transaction open in 5 attempts');
        const updatedAt = 4_001_000 + attempt;
        if (await syncAndKill(first, token, bigSync(updatedAt), watcher)) killedSync = updatedAt;
        else {
          // It answered: whole, the state the next attempt starts from.
          before = await states(first.origin, token);
          expect(before).toEqual(committed(updatedAt));
        }
      }
    } finally {
      await watcher.end();
    }

    expect((await call(second.origin, 'GET', '/health')).status).toBe(200);
    const after = await states(second.origin, token);
    expect([before, committed(killedSync)], 'the sync must be whole or absent').toContainEqual(after);

    // Every connection through the proxy reaches the live instance.
    for (let i = 0; i < 4; i++) expect((await call(proxy.origin, 'GET', '/health')).status).toBe(200);

    const retried = await syncOk(second.origin, token, bigSync(4_002_000));
    expect(sorted(retried.listStates)).toEqual(committed(4_002_000));
    expect(await states(proxy.origin, token)).toEqual(sorted(retried.listStates));
  }, 120_000);
});
