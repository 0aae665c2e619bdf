// The game data as files a screen loads on its own, served by the
// real server from the test data repository: /manifest/files names the index,
// the core and each army of a ref; each file is content-named, cached for
// good, and the files join back into exactly what /blob serves.
import { brotliDecompressSync } from 'node:zlib';

import { GameDataCoreSchema, GameDataIndexSchema, joinArmyData, parseGameData } from '@scrolldex/rules';
import { ArmySchema } from '@scrolldex/rules/model';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeApp, makeConfig, makeTempDir, revParse, DATA_REPO } from '../../test/helpers.js';
import { fromTestData } from '../../test/from-test-data.js';

const temp = makeTempDir();
const config = makeConfig(temp.dir);
const MAIN_SHA = revParse(DATA_REPO, 'main');
const STORMCAST = 'Stormcast Eternals';
let app: FastifyInstance;

type DataFilesAnswer = { name: string; sha: string; index: string; core: string; armies: Record<string, string> };

beforeAll(async () => {
  app = await makeApp(config, { convert: fromTestData() });
});
afterAll(async () => {
  await app.close();
  temp.remove();
});

async function listFiles(): Promise<DataFilesAnswer> {
  const response = await app.inject({ method: 'GET', url: '/manifest/files?name=main' });
  expect(response.statusCode).toBe(200);
  return response.json<DataFilesAnswer>();
}

async function getJson(url: string): Promise<unknown> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /manifest/files', () => {
  it("names the ref's index, core and one content-named file per army, and is asked again each time", async () => {
    const response = await app.inject({ method: 'GET', url: '/manifest/files?name=main' });
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const files = response.json<DataFilesAnswer>();
    expect(files).toMatchObject({ name: 'main', sha: MAIN_SHA });
    expect(files.index).toMatch(/^\/data\/index-[0-9a-f]{20}\.json\?name=main$/);
    expect(files.core).toMatch(/^\/data\/core-[0-9a-f]{20}\.json\?name=main$/);
    expect(Object.keys(files.armies)).toContain(STORMCAST);
    for (const url of Object.values(files.armies)) expect(url).toMatch(/^\/data\/army-[0-9a-f]{20}\.json\?name=main$/);
    expect(new Set(Object.values(files.armies)).size).toBe(Object.keys(files.armies).length);
  });

  it('answers 404 for a ref that does not exist and 400 without a name', async () => {
    expect((await app.inject({ method: 'GET', url: '/manifest/files?name=no-such-branch' })).statusCode).toBe(404);
    const missing = await app.inject({ method: 'GET', url: '/manifest/files' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toBe("Query parameter 'name' is required.");
  });
});

describe('GET /data/:file', () => {
  it('serves files that join back into exactly the game data of /blob', async () => {
    const files = await listFiles();
    const index = GameDataIndexSchema.parse(await getJson(files.index));
    const core = GameDataCoreSchema.parse(await getJson(files.core));
    expect(Object.keys(index.armies)).toEqual(Object.keys(files.armies));
    const armies = Object.fromEntries(
      await Promise.all(Object.entries(files.armies).map(async ([name, url]) => [name, ArmySchema.parse(await getJson(url))] as const)),
    );
    const joined = joinArmyData(index, core, armies);
    const whole = parseGameData(await getJson('/blob?name=main'));
    if (!joined.ok || !whole.ok) throw new Error('the files or the blob did not read');
    expect(joined.value).toEqual(whole.value);
  });

  it("is an army's own small file, cached for good, compressed, and 304 when the copy is current", async () => {
    const files = await listFiles();
    const url = files.armies[STORMCAST]!;
    const first = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['content-encoding']).toBe('br');
    const army = ArmySchema.parse(JSON.parse(brotliDecompressSync(first.rawPayload).toString('utf8')));
    expect(army.name).toBe(STORMCAST);
    const blob = await app.inject({ method: 'GET', url: '/blob?name=main', headers: { 'accept-encoding': 'br' } });
    expect(first.rawPayload.length).toBeLessThan(blob.rawPayload.length / 10);
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a file the ref does not have and 400 for a name that is not a data file', async () => {
    const unknown = await app.inject({ method: 'GET', url: `/data/army-${'0'.repeat(20)}.json?name=main` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
    expect(unknown.json<{ message: string }>().message).toBe(`The game data of 'main' has no file army-${'0'.repeat(20)}.json; it may have been updated.`);
    const bad = await app.inject({ method: 'GET', url: '/data/..%2Fgame-data.json?name=main' });
    expect(bad.statusCode).toBe(400);
    const otherRef = await app.inject({ method: 'GET', url: `${(await listFiles()).core.split('?')[0]}?name=no-such-branch` });
    expect(otherRef.statusCode).toBe(404);
  });
});
