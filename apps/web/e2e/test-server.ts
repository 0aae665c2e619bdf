// The real server, run from its sources as `pnpm start` would, on a free port
// with a throwaway database and data cache, serving the pinned test data
// repository (main and the pinned release from the test data's conversions: no second conversion) and
// the built app, with a local stand-in for Best Coast Pairings' API.
// Shared by the browser tests' global setup and the web benchmarks.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';

import { prepareTestData } from '@scrolldex/test-data';
import { cloneDataRepo } from '@scrolldex/test-harness/data-repo';
import { TEST_DATA_REPO } from '@scrolldex/test-harness/test-data-paths';

import { startFakeBcp } from './fake-bcp.js';
import { PROJECT_ROOT, WEB_DIR, WEB_DIST_DIR } from './paths.js';
import { DEV_PASSWORD, DONOR_NAMES, PRICING_TABLE } from './test-server-settings.js';

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;

export type TestServer = { url: string; stop: () => Promise<void> };

/** A port nothing listens on right now (the OS picks; it is released for the caller to take). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no free port'))));
    });
  });
}

/** Linux gives outgoing connections local ports from this range (ip_local_port_range); 32768-60999 by default. */
function ephemeralPortRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high) return [low, high];
  } catch {
    // Not Linux: its default.
  }
  return [32768, 60999];
}

function isFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

const LOWEST_PORT = 10_000;

/**
 * A free port below the range the OS takes outgoing connections' ports from: the browser tests' server is told its
 * port long before it listens (the app builds first), and a port from that range could meanwhile become the local
 * end of any connection on the machine.
 */
export async function portOutsideEphemeralRange(): Promise<number> {
  const [low] = ephemeralPortRange();
  if (low <= LOWEST_PORT) return freePort();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = LOWEST_PORT + Math.floor(Math.random() * (low - LOWEST_PORT));
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port between ${LOWEST_PORT} and ${low} after 50 tries`);
}

/**
 * `port`: where to listen (a free one when not given). `dataRepo`: where to make a clone of the test data repository
 * for the server to serve, which tests may then add commits to; without it the server serves the test data repository.
 */
export async function startTestServer({ port: givenPort, dataRepo }: { port?: number; dataRepo?: string } = {}): Promise<TestServer> {
  const testData = await prepareTestData();
  const dir = mkdtempSync(join(tmpdir(), 'scrolldex-web-e2e-'));
  const port = givenPort ?? (await freePort());
  if (dataRepo) cloneDataRepo(dirname(dataRepo), basename(dataRepo));
  const bcp = await startFakeBcp();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--conditions=@scrolldex/source', '--import', 'tsx', 'apps/server/test/start-with-test-data.ts'], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: join(dir, 'scrolldex.sqlite'),
      GAME_DATA_CACHE_DIR: join(dir, 'cache'),
      GAME_DATA_REPO: dataRepo ?? TEST_DATA_REPO,
      SCROLLDEX_TEST_GAME_DATA: testData.gameDataPath,
      SCROLLDEX_TEST_RELEASE_GAME_DATA: testData.releaseGameDataPath,
      WEB_DIST_DIR,
      FAQ_PATH: join(WEB_DIR, 'e2e/fixtures/faq.json'),
      DEV_MODE_PASSWORD_HASH: createHash('sha256').update(DEV_PASSWORD).digest('hex'),
      DONOR_NAMES: DONOR_NAMES.join(','),
      STRIPE_PRICING_TABLE_KEY: PRICING_TABLE.publishableKey,
      STRIPE_PRICING_TABLE_ID: PRICING_TABLE.pricingTableId,
      // The addresses the browser uses: BCP's login returns to them (its cookie and the tab's connect state are theirs).
      UI_URL: url,
      API_URL: url,
      // BCP is the local fake, its sign-in included.
      BCP_API_URL: bcp.apiUrl,
      BCP_AUTH_URL: `${bcp.apiUrl}/authorize`,
      BCP_TOKEN_URL: `${bcp.apiUrl}/token`,
      BCP_CLIENT_ID: 'scrolldex-e2e',
      // Every browser test signs up and logs in from 127.0.0.1 within minutes; the server's own tests check these limits.
      RATE_LIMIT_CREATE: '1000',
      RATE_LIMIT_LOGIN_ADDRESS: '1000',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    await bcp.stop();
    rmSync(dir, { recursive: true, force: true });
    if (dataRepo) rmSync(dataRepo, { recursive: true, force: true });
  };

  try {
    await waitForHealth(url, exited);
    // The first request for a ref builds what the server serves of it (seconds); do it before any page waits on it.
    const blob = await fetch(`${url}/blob?name=main`);
    if (!blob.ok) throw new Error(`GET /blob?name=main answered ${blob.status}`);
    await blob.arrayBuffer();
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

async function waitForHealth(url: string, exited: Promise<number | null>): Promise<void> {
  let gone: number | null | undefined;
  void exited.then((code) => (gone = code));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (gone !== undefined) throw new Error(`the server exited (code ${gone}) before answering /health`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`the server did not answer ${url}/health within ${START_TIMEOUT_MS / 1000} s`);
}
