// The real server process (src/server.ts) is SIGKILLed while a large sync is in
// flight, then restarted on the same database file: the sync transaction is
// all-or-nothing, so the earlier lists are all old or all new, never a mix.
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { join, resolve } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { makeTempDir, SHARED_REPO } from '../../test/helpers.js';

const SERVER_DIR = resolve(import.meta.dirname, '../..');
const temp = makeTempDir('scrolldex-sync-crash-');
const databasePath = join(temp.dir, 'data', 'scrolldex.sqlite');
const children = new Set<ChildProcess>();

type Server = { child: ChildProcess; origin: string };

function startServer(): Promise<Server> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_PATH: databasePath,
    GAME_DATA_REPO: SHARED_REPO,
    GAME_DATA_CACHE_DIR: join(temp.dir, 'data', 'cache'),
    GAME_DATA_REFRESH_SECONDS: '0',
    AUTH_SECRET: 'crash-test-secret-crash-test-secret-0123',
    LOG_LEVEL: 'info',
    RATE_LIMIT_CREATE: '0',
    RATE_LIMIT_LOGIN: '0',
    NODE_ENV: 'test',
    // Relative paths and the .env file come from here, not from wherever the tests ran.
    INIT_CWD: temp.dir,
    ENV_FILE: join(temp.dir, 'none.env'),
  };
  // `--import tsx` is resolved from the working directory: apps/server has tsx installed.
  const child = spawn(process.execPath, ['--conditions=@scrolldex/source', '--import', 'tsx', 'src/server.ts'], { cwd: SERVER_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return new Promise((resolveStart, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        child.stderr!.resume();
        resolveStart({ child, origin: match[1]! });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code, signal) => fail(new Error(`server exited (${code ?? signal}) before listening:\n${output}`)));
  });
}

function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });
}

async function call(origin: string, method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...(token && { authorization: `Bearer ${token}` }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

/** `padding` makes the body big (a long upgrade name), so the kill lands while it is being written. */
function list(id: string, updatedAt: number, padding = '') {
  return {
    id,
    name: `List ${id}`,
    regiments: padding ? [{ leader: { name: 'Lord-Celestant', upgrades: [padding] }, units: [] }] : [],
    faction: 'Stormcast Eternals',
    createdAt: '2026-11-01T00:00:00.000Z',
    modifiedAt: new Date(updatedAt).toISOString(),
    _createdAt: 1_000,
    _updatedAt: updatedAt,
  };
}

type SyncAnswer = { lists: Array<{ id: string; name: string; _updatedAt: number }>; listStates: Array<{ id: string; updatedAt: number; deleted: boolean }> };

const OLD = 2_000_000;
const NEW = 3_000_000;
const firstIds = Array.from({ length: 20 }, (_, i) => `first-${i}`);
const bigIds = Array.from({ length: 400 }, (_, i) => (i < 20 ? firstIds[i]! : `big-${i}`));
const bigSync = { lists: bigIds.map((id) => list(id, NEW, 'x'.repeat(200))), outdatedLists: [], folders: [] };

/** Sends the big sync over a raw request and SIGKILLs the server once the body is written (plus a short delay). */
function syncAndKill(server: Server, token: string, delayMs: number): Promise<void> {
  const body = Buffer.from(JSON.stringify(bigSync));
  const url = new URL('/lists/sync', server.origin);
  return new Promise((done) => {
    const req = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length, authorization: `Bearer ${token}` } });
    req.on('error', () => undefined); // the connection dies with the server
    req.on('response', (response) => response.resume());
    req.end(body, () => {
      setTimeout(() => void kill(server.child).then(done), delayMs);
    });
  });
}

afterAll(async () => {
  await Promise.all([...children].map(kill));
  temp.remove();
});

describe('a server killed in the middle of a sync', () => {
  it('restarts on the same database with every list all old or all new, and a retried sync completes', async () => {
    let server = await startServer();
    const created = await call(server.origin, 'POST', '/auth/create', undefined, { username: 'crashy', email: 'crashy@example.com', password: 'secret-pass-crash' });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const { refreshToken } = created.json as { accessToken: string; refreshToken: string };
    let token = (created.json as { accessToken: string }).accessToken;

    const first = await call(server.origin, 'POST', '/lists/sync', token, { lists: firstIds.map((id) => list(id, OLD)), outdatedLists: [], folders: [] });
    expect(first.status).toBe(200);
    expect((first.json as SyncAnswer).listStates).toHaveLength(20);

    await syncAndKill(server, token, 5);
    expect(server.child.signalCode).toBe('SIGKILL');

    server = await startServer();
    // The same AUTH_SECRET: the access token still works after the restart.
    const states = await call(server.origin, 'GET', '/lists/states', token);
    expect(states.status).toBe(200);
    const stored = (states.json as { listStates: SyncAnswer['listStates'] }).listStates;
    const byId = new Map(stored.map((state) => [state.id, state.updatedAt]));
    for (const id of firstIds) expect(byId.has(id), id).toBe(true);
    const firstVersions = new Set(firstIds.map((id) => byId.get(id)));
    expect(firstVersions.size, 'the first 20 lists must be all old or all new').toBe(1);
    const committed = firstVersions.has(NEW);
    if (!committed) expect(firstVersions.has(OLD)).toBe(true);
    // All-or-nothing for the other 380 as well, and nothing else appears.
    expect(stored).toHaveLength(committed ? 400 : 20);
    for (const state of stored) {
      expect(state.deleted).toBe(false);
      expect(state.updatedAt).toBe(committed ? NEW : state.id.startsWith('first-') ? OLD : NaN);
    }

    // The account and its sessions survived too: refresh works, and the retried sync completes.
    const refreshed = await call(server.origin, 'POST', '/auth/refresh', undefined, { refreshToken });
    expect(refreshed.status).toBe(200);
    token = (refreshed.json as { accessToken: string }).accessToken;
    const retry = await call(server.origin, 'POST', '/lists/sync', token, { ...bigSync, outdatedLists: ['first-0'] });
    expect(retry.status).toBe(200);
    const answer = retry.json as SyncAnswer;
    expect(answer.listStates).toHaveLength(400);
    expect(answer.listStates.every((state) => state.updatedAt === NEW && !state.deleted)).toBe(true);
    expect(answer.lists.map((entry) => entry.id)).toEqual(['first-0']);

    await kill(server.child);
  }, 150_000);
});
