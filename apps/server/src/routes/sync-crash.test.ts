// The real server process (src/server.ts) is SIGKILLed while a sync's
// transaction holds SQLite's write lock, then restarted on the same database
// file: the transaction is all-or-nothing, so the sync's lists are all old or
// all new, never a mix. The test watches the lock from outside (a second
// connection that fails to take it), so the server needs no test hook; while
// the request runs, the sync's transaction is the only writer (authentication
// and the subscription check only read).
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';

import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';

import { makeTempDir } from '../../test/helpers.js';
import { callServer as call } from '../../test/requests.js';
import { exited, killAllServerProcesses, killHard, startServerProcess, type ServerProcess } from '../../test/server-process.js';
import { syncedList } from '../../test/synced-list.js';

const temp = makeTempDir('scrolldex-sync-crash-');
/** Where startServerProcess puts the database of a server whose folder is temp.dir. */
const databasePath = join(temp.dir, 'data', 'scrolldex.sqlite');

const startServer = () => startServerProcess(temp.dir, { AUTH_SECRET: 'Tq8mW3zR6vK1xB9pL4nY7cF2hJ5sD0gE' });

type ListState = { id: string; updatedAt: number; deleted: boolean };
type SyncAnswer = { lists: Array<{ id: string }>; listStates: ListState[] };

const OLD = 2_000_000;
/** How long after the sync first holds the write lock each kill comes (its transaction holds it for some 100 ms). */
const KILL_DELAYS_MS = [0, 10, 40];
const firstIds = Array.from({ length: 20 }, (_, i) => `first-${i}`);
/** The 20 lists stored before the crashes, and 380 more: a transaction of 400 upserts. */
const bigIds = [...firstIds, ...Array.from({ length: 380 }, (_, i) => `big-${i}`)];
const bigSync = (updatedAt: number) => ({ lists: bigIds.map((id) => syncedList(id, updatedAt)), outdatedLists: [], folders: [] });

/**
 * Another connection cannot take the write lock: a write transaction is open
 * (SQLite allows one writer). The probe holds the lock for microseconds, then
 * leaves it free for a while, so the server's busy wait never starves.
 */
function isWriting(probe: Database.Database): boolean {
  const idleUntil = performance.now() + 0.2;
  while (performance.now() < idleUntil);
  try {
    probe.exec('BEGIN IMMEDIATE');
    probe.exec('ROLLBACK');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw error;
  }
}

type Kill = 'while writing' | 'after the lock was released';

/**
 * Sends the sync and, once its body is written, polls the write lock without
 * yielding. The server is SIGKILLed (a synchronous syscall, microseconds
 * later) at the first sight of the lock at least `delayMs` after it was first
 * seen, so kills land at different depths of the transaction; if the lock is
 * released before that, the kill comes after it. Fails when the sync never
 * takes the lock.
 */
function syncAndKill(server: ServerProcess, token: string, updatedAt: number, delayMs: number): Promise<Kill> {
  const body = Buffer.from(JSON.stringify(bigSync(updatedAt)));
  const url = new URL('/lists/sync', server.origin);
  const probe = new Database(databasePath, { timeout: 0 });
  return new Promise((done, failed) => {
    const req = httpRequest(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': body.length, authorization: `Bearer ${token}` },
    });
    req.on('error', () => undefined); // the connection dies with the server
    req.on('response', (response) => response.resume());
    req.end(body, () => {
      let kill: Kill | undefined;
      try {
        const deadline = performance.now() + 10_000;
        let firstSeen: number | undefined;
        while (kill === undefined && performance.now() < deadline) {
          const writing = isWriting(probe);
          if (writing) firstSeen ??= performance.now();
          if (writing && performance.now() - firstSeen! >= delayMs) kill = 'while writing';
          else if (!writing && firstSeen !== undefined) kill = 'after the lock was released';
        }
        process.kill(server.child.pid!, 'SIGKILL');
      } catch (error) {
        failed(error as Error);
      }
      void exited(server.child).then(() => {
        // Only now, with the server gone: the file must be sound for the next start.
        const integrity = probe.pragma('integrity_check', { simple: true });
        probe.close();
        if (integrity !== 'ok') failed(new Error(`integrity_check: ${String(integrity)}`));
        else if (kill === undefined) failed(new Error('the sync never took the write lock in 10 s'));
        else done(kill);
      });
    });
  });
}

const sorted = (states: readonly ListState[]) => [...states].sort((a, b) => a.id.localeCompare(b.id));

afterAll(async () => {
  await killAllServerProcesses();
  temp.remove();
});

describe('a server killed in the middle of a sync transaction', () => {
  it('restarts on the same database with the sync all applied or all absent, at least once killed before its commit; a retried sync completes', async () => {
    let server = await startServer();
    const created = await call(server.origin, 'POST', '/auth/create', undefined, {
      username: 'crashy',
      email: 'crashy@example.com',
      password: 'secret-pass-crash',
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const { refreshToken } = created.json as { accessToken: string; refreshToken: string };
    let token = (created.json as { accessToken: string }).accessToken;

    const first = await call(server.origin, 'POST', '/lists/sync', token, { lists: firstIds.map((id) => syncedList(id, OLD)), outdatedLists: [], folders: [] });
    expect(first.status).toBe(200);
    let before = sorted((first.json as SyncAnswer).listStates);
    expect(before).toHaveLength(20);

    const outcomes: string[] = [];
    for (const [round, delayMs] of KILL_DELAYS_MS.entries()) {
      const updatedAt = OLD + (round + 1) * 1_000;
      const kill = await syncAndKill(server, token, updatedAt, delayMs);
      expect(server.child.signalCode).toBe('SIGKILL');

      server = await startServer();
      // The same AUTH_SECRET: the access token still works after the restart.
      const states = await call(server.origin, 'GET', '/lists/states', token);
      expect(states.status).toBe(200);
      const after = sorted((states.json as { listStates: ListState[] }).listStates);
      const committed = sorted(bigIds.map((id) => ({ id, updatedAt, deleted: false })));
      const rolledBack = JSON.stringify(after) === JSON.stringify(before);
      if (!rolledBack || kill === 'after the lock was released') expect(after, `kill ${kill}: the sync must be whole`).toEqual(committed);
      outcomes.push(`${kill}: ${rolledBack ? 'rolled back' : 'committed'}`);
      before = after;
    }
    // The lock was held when the kill was sent and the sync left no trace: the kill landed between its first write and its commit.
    expect(outcomes, 'no kill landed before the commit').toContain('while writing: rolled back');

    // The account and its sessions survived too: refresh works, and the retried sync completes.
    const refreshed = await call(server.origin, 'POST', '/auth/refresh', undefined, { refreshToken });
    expect(refreshed.status).toBe(200);
    token = (refreshed.json as { accessToken: string }).accessToken;
    const retry = await call(server.origin, 'POST', '/lists/sync', token, { ...bigSync(OLD + 10_000), outdatedLists: ['first-0'] });
    expect(retry.status).toBe(200);
    const answer = retry.json as SyncAnswer;
    expect(sorted(answer.listStates)).toEqual(sorted(bigIds.map((id) => ({ id, updatedAt: OLD + 10_000, deleted: false }))));
    expect(answer.lists.map((entry) => entry.id)).toEqual(['first-0']);

    await killHard(server.child);
  }, 60_000);
});
