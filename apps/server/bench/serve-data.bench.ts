// `pnpm bench server`: how long a player waits for a data ref nobody asked for
// before (cold: read from git, convert on the worker, compress, write the
// cache, send), and for one already converted, through the HTTP route on loopback.
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { median, type Figure } from '@scrolldex/bench';
import { resolveGameDataRepo } from '@scrolldex/bsdata/node';

import { buildApp } from '../src/app.js';
import { DEFAULT_AUTH_CONFIG, DEFAULT_STRIPE_CONFIG, DEFAULT_WEB_APP_CONFIG, type Config } from '../src/env.js';

const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');
const COLD_RUNS = 3;
const WARM_RUNS = 20;

type Fetched = { ms: number; status: number; bytes: number };

/** GET with brotli accepted, timed from the request to the last byte; the body is not decompressed. */
function fetchRaw(url: string): Promise<Fetched> {
  const started = performance.now();
  return new Promise((done, fail) => {
    request(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => done({ ms: performance.now() - started, status: response.statusCode ?? 0, bytes }));
      response.on('error', fail);
    })
      .on('error', fail)
      .end();
  });
}

function makeConfig(dir: string): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databasePath: join(dir, 'scrolldex.sqlite'),
    databaseUrl: null,
    gameDataRepo: resolveGameDataRepo(process.env, PROJECT_ROOT).location,
    gameDataRepoSource: 'env',
    gameDataCacheDir: join(dir, 'cache'),
    gameDataRefreshSeconds: 0,
    gameDataConvertAtStart: true,
    tombstoneDays: 30,
    faqPath: null,
    webDistDir: null,
    uiUrl: null,
    apiUrl: null,
    serverVersion: 'bench',
    bodyLimitBytes: 1024 * 1024,
    logLevel: 'silent',
    trustProxy: false,
    auth: DEFAULT_AUTH_CONFIG,
    stripe: DEFAULT_STRIPE_CONFIG,
    webApp: DEFAULT_WEB_APP_CONFIG,
  };
}

/** One server with an empty cache: the first request converts, the next ones are served from memory. */
async function runOnce(warm: boolean): Promise<{ tag: string; cold: Fetched; warm: number[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'scrolldex-bench-'));
  const app = await buildApp(makeConfig(dir), { logger: false });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const manifest = (await (await fetch(`${base}/manifest`)).json()) as { entries: { name: string; type: string }[] };
    const tag = manifest.entries.filter((entry) => entry.type === 'Release').at(-1)?.name;
    if (!tag) throw new Error('the data repository has no release tag');
    const url = `${base}/blob?name=${encodeURIComponent(tag)}`;
    const cold = await fetchRaw(url);
    if (cold.status !== 200) throw new Error(`GET /blob?name=${tag} answered ${cold.status}`);
    const warmMs: number[] = [];
    for (let i = 0; warm && i < WARM_RUNS; i++) warmMs.push((await fetchRaw(url)).ms);
    return { tag, cold, warm: warmMs };
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export default async function benchServeData(): Promise<Figure[]> {
  const runs = [];
  for (let i = 0; i < COLD_RUNS; i++) runs.push(await runOnce(i === 0));
  const first = runs[0]!;
  return [
    { name: 'time to convert and serve a new data ref', value: median(runs.map((run) => run.cold.ms)), unit: 'ms' },
    { name: `time to serve a converted data ref (${first.tag}, brotli)`, value: median(first.warm), unit: 'ms' },
    { name: 'served data ref size (brotli)', value: first.cold.bytes / 1024, unit: 'KB' },
  ];
}
