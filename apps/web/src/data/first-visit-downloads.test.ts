import 'fake-indexeddb/auto';

import { GameDataCoreSchema, splitGameDataByArmy, type GameDataIndex } from '@scrolldex/rules';
import { ArmySchema } from '@scrolldex/rules/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { loadRealGameData } from '../test/real-game-data';
import { downloadArmyData, readArmyData, readGameData } from './army-data-cache';
import { database } from './db';
import * as documents from './document-cache';
import { readOrDownloadArmyData } from './game-data-loader';
import type { DocumentCache } from './game-data-messages';

// A first visit to an army page asks the worker, at once, for the data's index (the home screen's, startIndexLoad)
// and for the army's files (startEarlyArmyLoad): each file must be fetched, checked and stored once.
const data = loadRealGameData();
const parts = splitGameDataByArmy(data);
const STORMCAST = 'Stormcast Eternals';
const FILES_URL = '/manifest/files?name=main';

const cache = { ...documents, readArmyData, downloadArmyData } as unknown as DocumentCache;

const served: Record<string, unknown> = { '/data/index.json': parts.index, '/data/core.json': parts.core, '/blob': data };
const files = { index: '/data/index.json', core: '/data/core.json', armies: {} as Record<string, string> };
for (const [at, [name, army]] of Object.entries(parts.armies).entries()) {
  served[`/data/army-${at}.json`] = army;
  files.armies[name] = `/data/army-${at}.json`;
}

let asked: string[] = [];
let written: string[] = [];
let failFiles = false;

beforeEach(async () => {
  await documents.clearDocuments();
  asked = [];
  written = [];
  failFiles = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL) => {
      const path = new URL(url, location.href).pathname;
      asked.push(path);
      if (path === '/manifest/files') return failFiles ? new Response('down', { status: 503 }) : Response.json(files);
      return path in served ? Response.json(served[path]) : new Response('no', { status: 404 });
    }),
  );
  const table = database().aosData;
  const put = table.put.bind(table);
  const bulkPut = table.bulkPut.bind(table);
  vi.spyOn(table, 'put').mockImplementation(((row: { name: string }) => (written.push(row.name), put(row as never))) as never);
  vi.spyOn(table, 'bulkPut').mockImplementation(
    ((rows: { name: string }[]) => (written.push(...rows.map((row) => row.name)), bulkPut(rows as never))) as never,
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function loadIndex(): Promise<GameDataIndex> {
  return cache.readGameDataIndex('main').then((index) => index ?? cache.downloadGameDataIndex('main', FILES_URL));
}

const count = (values: string[]) => Object.fromEntries([...new Set(values)].map((value) => [value, values.filter((each) => each === value).length]));
const ARMY_FILE = files.armies[STORMCAST]!;
const ONCE = { '/manifest/files': 1, '/data/index.json': 1, '/data/core.json': 1, [ARMY_FILE]: 1 };
const WRITTEN_ONCE = { 'index:main': 1, 'core:main': 1, [`army:main:${STORMCAST}`]: 1 };

describe("a first visit to an army page: the index and the army's files at once", () => {
  it('fetches, checks and stores each file once', async () => {
    const [index, army] = await Promise.all([loadIndex(), readOrDownloadArmyData('main', STORMCAST, cache)]);
    expect(index).toEqual(parts.index);
    expect(Object.keys(army!.armies)).toEqual([STORMCAST]);
    expect(count(asked)).toEqual(ONCE);
    expect(count(written)).toEqual(WRITTEN_ONCE);
  });

  it('fetches the files list and the index once when the army comes after the index was stored', async () => {
    await loadIndex();
    const army = await readOrDownloadArmyData('main', STORMCAST, cache);
    expect(army!.armies[STORMCAST]).toEqual(data.armies[STORMCAST]);
    expect(count(asked)).toEqual(ONCE);
    expect(count(written)).toEqual(WRITTEN_ONCE);
  });

  it('writes, with the whole data that follows, only what the army screen did not store', async () => {
    await Promise.all([loadIndex(), readOrDownloadArmyData('main', STORMCAST, cache)]);
    await documents.storeGameData('main', '/blob?name=main');
    const others = Object.keys(parts.armies).filter((name) => name !== STORMCAST);
    expect(count(written)).toEqual({ ...WRITTEN_ONCE, 'whole:main': 1, ...Object.fromEntries(others.map((name) => [`army:main:${name}`, 1])) });
    expect(await readGameData('main')).toEqual(data);
  });

  it('checks, with the whole data that follows, neither the core the army screen checked nor any army', async () => {
    await Promise.all([loadIndex(), readOrDownloadArmyData('main', STORMCAST, cache)]);
    const checks = [vi.spyOn(GameDataCoreSchema, 'safeParse'), vi.spyOn(ArmySchema, 'safeParse')];
    await documents.storeGameData('main', '/blob?name=main');
    expect(checks.map((check) => check.mock.calls.length)).toEqual([0, 0]);
  });

  it('asks again after a failed download, for both callers', async () => {
    failFiles = true;
    const failed = await Promise.allSettled([loadIndex(), readOrDownloadArmyData('main', STORMCAST, cache)]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    const failures = asked.length;
    failFiles = false;
    expect(await loadIndex()).toEqual(parts.index);
    expect(asked.slice(failures)).toEqual(['/manifest/files', '/data/index.json']);
  });

  it('still names the file whose data is not usable', async () => {
    served['/data/index.json'] = { armies: 'none' };
    try {
      await expect(readOrDownloadArmyData('main', STORMCAST, cache)).rejects.toThrow(/index for 'main' is not usable/);
    } finally {
      served['/data/index.json'] = parts.index;
    }
  });
});
