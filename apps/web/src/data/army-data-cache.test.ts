import 'fake-indexeddb/auto';

import { splitGameDataByArmy } from '@scrolldex/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadRealGameData } from '../test/real-game-data';
import { downloadArmyData, readArmyData } from './army-data-cache';
import { armyKey, armyPartRows } from './data-part-rows';
import { database } from './db';

const data = loadRealGameData();
const parts = splitGameDataByArmy(data);
const STORMCAST = 'Stormcast Eternals';
const RENOWN = Object.values(data.armies).find((army) => army.isArmyOfRenown && army.parentArmy !== null)!;

afterEach(async () => {
  vi.unstubAllGlobals();
  await database().aosData.clear();
});

describe('one army with the shared core', () => {
  it('reads an army alone, and an army of renown with its parent army, with the shared core', async () => {
    await database().aosData.bulkPut(armyPartRows('main', parts));
    const stormcast = await readArmyData('main', STORMCAST);
    expect(Object.keys(stormcast!.armies)).toEqual([STORMCAST]);
    expect(stormcast!.armies[STORMCAST]).toEqual(data.armies[STORMCAST]);
    expect(stormcast!.regimentsOfRenown).toEqual(data.regimentsOfRenown);
    const renown = await readArmyData('main', RENOWN.name);
    expect(Object.keys(renown!.armies).sort()).toEqual([RENOWN.name, RENOWN.parentArmy].sort());
  });

  it('never joins an army stored for another commit, and knows no army the index does not name', async () => {
    await database().aosData.bulkPut(armyPartRows('main', parts));
    await database().aosData.put({ name: armyKey('main', STORMCAST), document: { commit: 'an older commit', army: data.armies[STORMCAST] } });
    expect(await readArmyData('main', STORMCAST)).toBeNull();
    expect(await readArmyData('main', 'No Such Army')).toBeNull();
  });

  it("downloads the index, the core and the army's own file only, and keeps them for the next read", async () => {
    const served: Record<string, unknown> = { '/data/index.json': parts.index, '/data/core.json': parts.core };
    const files = { index: '/data/index.json?name=main', core: '/data/core.json?name=main', armies: {} as Record<string, string> };
    for (const [at, [name, army]] of Object.entries(parts.armies).entries()) {
      served[`/data/army-${at}.json`] = army;
      files.armies[name] = `/data/army-${at}.json?name=main`;
    }
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const path = new URL(url, location.href).pathname;
        asked.push(path);
        return path === '/manifest/files' ? Response.json(files) : path in served ? Response.json(served[path]) : new Response('no', { status: 404 });
      }),
    );
    const downloaded = await downloadArmyData('main', '/manifest/files?name=main', STORMCAST);
    expect(Object.keys(downloaded!.armies)).toEqual([STORMCAST]);
    expect(asked.sort()).toEqual(['/data/core.json', '/data/index.json', new URL(files.armies[STORMCAST]!, location.href).pathname, '/manifest/files'].sort());
    expect(await readArmyData('main', STORMCAST)).toEqual(downloaded);
  });
});
