// `pnpm bench sync-load`: one account with 200 real-looking lists, and 50
// keep-alive connections on loopback hammering GET /lists/states and
// POST /lists/sync (a one-list push plus three outdated lists). The load comes
// from a worker thread so the client does not steal a server's event loop.
// First SQLite, the server on this thread; then PostgreSQL (a throwaway
// cluster, as the PostgreSQL tests start it) with one and then two server
// processes behind a round-robin TCP proxy on this thread. Targets (SQLite):
// over 3,000 states requests/s, p99 under 50 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

import type { Figure } from '@scrolldex/bench';
import { LEGAL_LISTS } from '@scrolldex/rules/test/legal-lists';

import { makeApp, makeConfig } from '../test/helpers.js';
import { createTestDatabase, startTestCluster } from '../test/postgres.js';
import { startRoundRobinProxy } from '../test/round-robin-proxy.js';
import { killAllServerProcesses, startServerProcess } from '../test/server-process.js';

const LIST_COUNT = 200;
const CONNECTIONS = 50;
/** Each run stops at this many requests or this many seconds, whichever comes first. */
const MAX_REQUESTS = 30_000;
const MAX_SECONDS = 10;
/** A warm-up stops at this many requests (a quarter of them for sync) or seconds: PostgreSQL's syncs are slower. */
const WARMUP_REQUESTS = 2_000;
const WARMUP_SECONDS = 2;

type LoadSpec = {
  port: number;
  token: string;
  method: 'GET' | 'POST';
  path: string;
  kind: 'states' | 'sync';
  maxRequests: number;
  maxSeconds: number;
  listIds: string[];
  template: unknown;
};
type LoadResult = { requests: number; errors: number; seconds: number; latencies: number[] };

/** Plain JavaScript, run with `eval`: no TypeScript loader needed in the worker. */
const CLIENT = `
const { workerData, parentPort } = require('node:worker_threads');
const http = require('node:http');
const spec = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: ${CONNECTIONS} });
let sent = 0, done = 0, errors = 0, stamp = Date.now() * 10;
const latencies = [];
const started = performance.now();
const deadline = started + spec.maxSeconds * 1000;
function body() {
  if (spec.kind !== 'sync') return null;
  const i = sent % spec.listIds.length;
  const list = { ...spec.template, id: spec.listIds[i], name: 'Pushed ' + i, _updatedAt: ++stamp };
  const outdated = [spec.listIds[(i + 1) % spec.listIds.length], spec.listIds[(i + 2) % spec.listIds.length], spec.listIds[(i + 3) % spec.listIds.length]];
  return JSON.stringify({ lists: [list], outdatedLists: outdated });
}
function one() {
  return new Promise((resolve) => {
    const payload = body();
    const headers = { authorization: 'Bearer ' + spec.token };
    if (payload) { headers['content-type'] = 'application/json'; headers['content-length'] = Buffer.byteLength(payload); }
    const t0 = performance.now();
    const req = http.request({ host: '127.0.0.1', port: spec.port, method: spec.method, path: spec.path, agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => { latencies.push(performance.now() - t0); if (res.statusCode !== 200) errors++; resolve(); });
    });
    req.on('error', () => { errors++; resolve(); });
    req.end(payload ?? undefined);
  });
}
async function loop() {
  while (sent < spec.maxRequests && performance.now() < deadline) { sent++; await one(); done++; }
}
Promise.all(Array.from({ length: ${CONNECTIONS} }, loop)).then(() => {
  agent.destroy();
  parentPort.postMessage({ requests: done, errors, seconds: (performance.now() - started) / 1000, latencies });
});
`;

function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((done, fail) => {
    const worker = new Worker(CLIENT, { eval: true, workerData: spec });
    worker.once('message', (result: LoadResult) => done(result));
    worker.once('error', fail);
  });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** A new account with LIST_COUNT lists, created over HTTP through `origin`: its token and lists. */
async function seedAccount(origin: string): Promise<{ token: string; lists: Array<{ id: string }> }> {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify(body),
    });
  const created = await post('/auth/create', { email: 'bench@example.test', username: 'bench', password: 'bench-password' });
  if (created.status !== 201) throw new Error(`account creation answered ${created.status}: ${await created.text()}`);
  const token = ((await created.json()) as { accessToken: string }).accessToken;

  const now = Date.now();
  const lists = Array.from({ length: LIST_COUNT }, (_, i) => {
    const template = LEGAL_LISTS[i % LEGAL_LISTS.length]!.list;
    return {
      ...structuredClone(template),
      id: `bench-list-${String(i).padStart(3, '0')}`,
      name: `${template.name} #${i}`,
      _updatedAt: now - (LIST_COUNT - i) * 1000,
    };
  });
  const seeded = await post('/lists/sync', { lists }, token);
  if (seeded.status !== 200) throw new Error(`seeding answered ${seeded.status}: ${(await seeded.text()).slice(0, 300)}`);
  return { token, lists };
}

/** A warm-up then a measured run of each route against the server (or proxy) on `port`; the figures named with `suffix`. */
async function measure(port: number, account: { token: string; lists: Array<{ id: string }> }, suffix: string): Promise<Figure[]> {
  const base = { port, token: account.token, listIds: account.lists.map((list) => list.id), template: account.lists[0], maxSeconds: MAX_SECONDS };
  const statesSpec: LoadSpec = { ...base, method: 'GET', path: '/lists/states', kind: 'states', maxRequests: MAX_REQUESTS };
  const syncSpec: LoadSpec = { ...base, method: 'POST', path: '/lists/sync', kind: 'sync', maxRequests: MAX_REQUESTS / 2 };

  await runLoad({ ...statesSpec, maxRequests: WARMUP_REQUESTS, maxSeconds: WARMUP_SECONDS });
  const states = await runLoad(statesSpec);
  await runLoad({ ...syncSpec, maxRequests: WARMUP_REQUESTS / 4, maxSeconds: WARMUP_SECONDS });
  const sync = await runLoad(syncSpec);
  for (const [name, result] of [
    ['states', states],
    ['sync', sync],
  ] as const) {
    if (result.errors > 0) throw new Error(`${result.errors} of ${result.requests} ${name} requests failed${suffix}`);
  }

  return [
    { name: `lists/states requests per second${suffix}`, value: Math.round(states.requests / states.seconds), unit: 'req/s' },
    { name: `lists/states p99${suffix}`, value: Number(percentile(states.latencies, 99).toFixed(1)), unit: 'ms' },
    { name: `lists/sync requests per second${suffix}`, value: Math.round(sync.requests / sync.seconds), unit: 'req/s' },
    { name: `lists/sync p99${suffix}`, value: Number(percentile(sync.latencies, 99).toFixed(1)), unit: 'ms' },
  ];
}

async function measureSqlite(dir: string): Promise<Figure[]> {
  const app = await makeApp(makeConfig(dir, { databasePath: join(dir, 'bench.sqlite'), bodyLimitBytes: 1024 * 1024 }));
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    return await measure(port, await seedAccount(`http://127.0.0.1:${port}`), '');
  } finally {
    await app.close();
  }
}

/**
 * Each instance has the default game data ref converted before the run (HEAD /blob waits on the conversion), as a
 * server that has served players has: no conversion's worker thread eats a core while the bench measures.
 */
async function measurePostgres(dir: string): Promise<Figure[]> {
  const cluster = await startTestCluster();
  try {
    const env = {
      DATABASE_URL: await createTestDatabase(cluster.adminUrl, 'sync_load'),
      AUTH_SECRET: 'Bz5kP8wN2qR7tX1mV4cL9yH3jF6sG0dA',
    };
    const startInstance = async (name: string) => {
      const instance = await startServerProcess(join(dir, name), env);
      const data = await fetch(`${instance.origin}/blob?name=main`, { method: 'HEAD', signal: AbortSignal.timeout(180_000) });
      if (!data.ok) throw new Error(`the game data of ${name} answered ${data.status}`);
      return instance;
    };
    const first = await startInstance('first');
    const account = await seedAccount(first.origin);
    // Through the proxy with one instance too, so the two runs differ only in the instances behind it.
    const alone = await startRoundRobinProxy([first.port]);
    const figures: Figure[] = [];
    try {
      figures.push(...(await measure(alone.port, account, ' (PostgreSQL, 1 instance)')));
    } finally {
      await alone.close();
    }
    const second = await startInstance('second');
    const both = await startRoundRobinProxy([first.port, second.port]);
    try {
      figures.push(...(await measure(both.port, account, ' (PostgreSQL, 2 instances)')));
    } finally {
      await both.close();
    }
    return figures;
  } finally {
    await killAllServerProcesses();
    cluster.stop();
  }
}

export default async function syncLoad(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'scrolldex-sync-load-'));
  try {
    return [...(await measureSqlite(dir)), ...(await measurePostgres(join(dir, 'postgres')))];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
