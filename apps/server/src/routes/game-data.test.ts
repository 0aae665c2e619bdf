import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { parseGameData, RuleDocumentSchema } from '@scrolldex/rules';
import { pinnedCommit, RELEASE_FOR_TESTS } from '@scrolldex/test-harness/pinned-data';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeApp, makeConfig, makeTempDir, revParse, DATA_REPO, DATA_TAGS } from '../../test/helpers.js';
import { fromTestData } from '../../test/from-test-data.js';
import type { Converter } from '../game-data/converter.js';
import { RULE_DOCUMENT_NAMES } from '../rules-documents/rule-document-names.js';

const temp = makeTempDir();
const config = makeConfig(temp.dir);
const converted: string[] = [];
// Main and the pinned release from the run's conversions of them (new-commits.test.ts converts on the server's worker).
const convert = fromTestData();
const countingConverter: Converter = (repo, commit) => {
  converted.push(commit);
  return convert(repo, commit);
};
const MAIN_SHA = revParse(DATA_REPO, 'main');
let app: FastifyInstance;

beforeAll(async () => {
  app = await makeApp(config, { convert: countingConverter });
});
afterAll(async () => {
  await app.close();
  temp.remove();
});

describe('GET /manifest', () => {
  it('lists main and the three release tags with sha, type and server version', async () => {
    const response = await app.inject({ method: 'GET', url: '/manifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const body = response.json<{ serverVersion: string; entries: { name: string; sha: string; type: string; serverVersion: string }[] }>();
    expect(body.serverVersion).toBe('9.9.9-test');
    expect(body.entries.map(({ name, type }) => [name, type])).toEqual([['main', 'Branch'], ...DATA_TAGS.map((tag) => [tag, 'Release'])]);
    for (const entry of body.entries) {
      expect(entry.sha).toBe(revParse(DATA_REPO, `${entry.name}^{commit}`));
      expect(entry.serverVersion).toBe('9.9.9-test');
    }
  });
});

describe('GET /refs', () => {
  it('splits branches and releases and gives each tag its description from the repo, and each ref the season of its data', async () => {
    const body = (await app.inject({ method: 'GET', url: '/refs' })).json<{
      branches: { name: string; description: string | null }[];
      releases: { name: string; description: string | null; sha: string; season: string | null }[];
    }>();
    expect(body.branches).toEqual([{ name: 'main', type: 'Branch', sha: MAIN_SHA, description: null, season: '2026-27' }]);
    expect(body.releases.map((release) => release.season)).toEqual(['2025-26', '2025-26', '2026-27']);
    expect(body.releases.map((release) => release.name)).toEqual([...DATA_TAGS]);
    expect(body.releases[0]!.description).toBe('BSData age-of-sigmar-4th data at upstream commit 98f24c1 (battlescroll-2025-12)');
  });
});

describe('GET /blob', () => {
  it('converts main once for concurrent requests and answers valid game data', async () => {
    const responses = await Promise.all([
      app.inject({ method: 'GET', url: '/blob?name=main', headers: { 'accept-encoding': 'identity' } }),
      app.inject({ method: 'GET', url: '/blob?name=main', headers: { 'accept-encoding': 'gzip' } }),
      app.inject({ method: 'GET', url: '/rules/core_rules.json?name=main' }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(converted).toEqual([MAIN_SHA]);

    const [plain] = responses;
    expect(plain!.headers['content-encoding']).toBeUndefined();
    expect(plain!.headers['content-type']).toBe('application/json; charset=utf-8');
    const parsed = parseGameData(plain!.json());
    if (!parsed.ok) throw new Error(parsed.errors[0]!.message);
    expect(parsed.value.source).toMatchObject({ ref: null, commit: MAIN_SHA });
    expect(parsed.value.handbook.season).toBe('2026-27');
    expect(Object.keys(parsed.value.armies).length).toBeGreaterThan(20);
    expect(plain!.headers['x-data-commit']).toBe(MAIN_SHA);
  });

  it('serves brotli or gzip by Accept-Encoding, the same JSON either way', async () => {
    const plain = await app.inject({ method: 'GET', url: '/blob?name=main' });
    const br = await app.inject({ method: 'GET', url: '/blob?name=main', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await app.inject({ method: 'GET', url: '/blob?name=main', headers: { 'accept-encoding': 'gzip;q=1, br;q=0.5' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    for (const response of [plain, br, gzip]) expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(converted).toHaveLength(1);
  });

  it('sends an ETag and Cache-Control, and 304 without a body when the client copy is current', async () => {
    const first = await app.inject({ method: 'GET', url: '/blob?name=main', headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await app.inject({ method: 'GET', url: '/blob?name=main', headers: { 'if-none-match': etag, 'accept-encoding': 'br' } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const listed = await app.inject({ method: 'GET', url: '/blob?name=main', headers: { 'if-none-match': `"other", ${etag}` } });
    expect(listed.statusCode).toBe(304);
    const stale = await app.inject({ method: 'GET', url: '/blob?name=main', headers: { 'if-none-match': 'W/"stale"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('answers HEAD with the headers only', async () => {
    const get = await app.inject({ method: 'GET', url: '/blob?name=main' });
    for (const encoding of ['br', 'identity']) {
      const response = await app.inject({ method: 'HEAD', url: '/blob?name=main', headers: { 'accept-encoding': encoding } });
      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).toBe(get.headers.etag);
      expect(response.rawPayload.length).toBe(0);
      if (encoding === 'identity') expect(Number(response.headers['content-length'])).toBe(get.rawPayload.length);
    }
  });

  it('answers 404 with a clear message for a branch that does not exist', async () => {
    const response = await app.inject({ method: 'GET', url: '/blob?name=no-such-branch' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: "There is no branch or release named 'no-such-branch' in the game data repository.",
    });
  });

  it('answers 400 naming the query parameter when name is missing, empty or repeated', async () => {
    const missing = await app.inject({ method: 'GET', url: '/blob' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: "Query parameter 'name' is required." });
    expect((await app.inject({ method: 'GET', url: '/blob?name=' })).json<{ message: string }>().message).toBe("Query parameter 'name' must not be empty.");
    expect((await app.inject({ method: 'GET', url: '/blob?name=a&name=b' })).json<{ message: string }>().message).toBe(
      "Query parameter 'name' must be a string.",
    );
  });

  it('never treats a revision expression as a ref name', async () => {
    for (const name of ['main~1', 'HEAD', MAIN_SHA, '--help']) {
      expect((await app.inject({ method: 'GET', url: `/blob?name=${encodeURIComponent(name)}` })).statusCode).toBe(404);
    }
  });
});

describe('GET /rules/:document', () => {
  it('serves the three rule documents of main in the rule document schema', async () => {
    const titles: string[] = [];
    for (const name of RULE_DOCUMENT_NAMES) {
      const response = await app.inject({ method: 'GET', url: `/rules/${name}`, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).toMatch(/^W\//);
      const document = RuleDocumentSchema.parse(JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8')));
      expect(document.sections.length).toBeGreaterThan(0);
      titles.push(document.title);
    }
    expect(titles).toEqual(['CORE RULES', 'ADVANCED RULES', 'GHB 2026-27 BATTLE PACK']);
    // The name without '.json' is the same document.
    const short = await app.inject({ method: 'GET', url: '/rules/ghb_battle_pack' });
    expect(short.json<{ title: string }>().title).toBe('GHB 2026-27 BATTLE PACK');
  });

  it("titles an older release's battle pack after that release's handbook", async () => {
    const response = await app.inject({ method: 'GET', url: `/rules/ghb_battle_pack.json?name=${RELEASE_FOR_TESTS}` });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ title: string }>().title).toBe('GHB 2025-26 BATTLE PACK');
    expect(converted).toEqual([MAIN_SHA, pinnedCommit(RELEASE_FOR_TESTS)]);
  });

  it('answers 404 naming the documents for an unknown one', async () => {
    const response = await app.inject({ method: 'GET', url: '/rules/house_rules.json' });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(
      "There is no rule document named 'house_rules.json'. The rule documents are core_rules.json, ghb_advanced_rules.json, ghb_battle_pack.json.",
    );
  });
});

describe('the build cache', () => {
  it('serves converted data from disk after a restart, without converting again', async () => {
    // Both refs are converted (and stored) by the running app first, whatever ran before.
    const current = await app.inject({ method: 'GET', url: '/blob?name=main', headers: { 'accept-encoding': 'br' } });
    expect(current.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/blob?name=${RELEASE_FOR_TESTS}` })).statusCode).toBe(200);
    const refuse: Converter = () => Promise.reject(new Error('should not convert'));
    const restarted = await makeApp(config, { convert: refuse });
    try {
      const blob = await restarted.inject({ method: 'GET', url: '/blob?name=main', headers: { 'accept-encoding': 'br' } });
      expect(blob.statusCode).toBe(200);
      expect(blob.headers.etag).toBe(current.headers.etag);
      const identity = await restarted.inject({ method: 'GET', url: '/blob?name=main' });
      expect(identity.rawPayload.equals(brotliDecompressSync(blob.rawPayload))).toBe(true);
      const rules = await restarted.inject({ method: 'GET', url: `/rules/ghb_battle_pack.json?name=${RELEASE_FOR_TESTS}` });
      expect(rules.json<{ title: string }>().title).toBe('GHB 2025-26 BATTLE PACK');
    } finally {
      await restarted.close();
    }
  });
});
