import 'fake-indexeddb/auto';

import { splitGameDataByArmy } from '@scrolldex/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadRealGameData } from '../test/real-game-data';
import { CORE_ONLY } from './core-only';
import { ArmySchema } from '@scrolldex/rules/model';

import { downloadArmyData, downloadGameData, findWholeGameData, readArmyData, readGameData } from './army-data-cache';
import { armyKey, armyPartRows, checkedKey, indexKey, wholeKey, type StoredArmy } from './data-part-rows';
import { forgetStored } from './stored-parts';
import { databaseAtVersion } from '../test/old-database';
import { database, openDatabase } from './db';
import { clearDocuments, putParts, storeGameData } from './document-cache';

const data = loadRealGameData();
const parts = splitGameDataByArmy(data);
const STORMCAST = 'Stormcast Eternals';
const RENOWN = Object.values(data.armies).find((army) => army.isArmyOfRenown && army.parentArmy !== null)!;

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Not the table alone: the worker keeps the files list and index it downloaded until the data is cleared.
  await clearDocuments();
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

  it('reads the shared core alone for CORE_ONLY: no army, the universal manifestations and regiments of renown', async () => {
    await database().aosData.bulkPut(armyPartRows('main', parts));
    const core = await readArmyData('main', CORE_ONLY);
    expect(core!.armies).toEqual({});
    expect([core!.universalUnits, core!.regimentsOfRenown]).toEqual([data.universalUnits, data.regimentsOfRenown]);
  });

  it("reads an army's rows without the core's regiments of renown and Path to Glory, and the rest with them and no army", async () => {
    await database().aosData.bulkPut(armyPartRows('main', parts));
    const all = await readArmyData('main', STORMCAST);
    const rows = await readArmyData('main', STORMCAST, 'rows');
    const rest = await readArmyData('main', STORMCAST, 'rest');
    expect([rows!.regimentsOfRenown, rows!.pathToGlory, rest!.armies]).toEqual([[], [], {}]);
    expect(data.regimentsOfRenown.length * data.pathToGlory.length).toBeGreaterThan(0);
    expect({ ...rows, regimentsOfRenown: rest!.regimentsOfRenown, pathToGlory: rest!.pathToGlory }).toEqual(all);
  });

  it('never joins an army stored for another commit, and knows no army the index does not name', async () => {
    await database().aosData.bulkPut(armyPartRows('main', parts));
    const stormcast = { commit: parts.index.source.commit, schemaVersion: parts.index.schemaVersion, army: data.armies[STORMCAST] };
    await database().aosData.put({ name: armyKey('main', STORMCAST), document: { ...stormcast, commit: 'an older commit' } });
    expect(await readArmyData('main', STORMCAST)).toBeNull();
    // Stored by a version of the app whose data had another shape.
    await database().aosData.put({ name: armyKey('main', STORMCAST), document: { ...stormcast, schemaVersion: 1 } });
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
    // An army page's download sends its rows' part, and stores the rest for the read that follows.
    expect(await downloadArmyData('main', '/manifest/files?name=main', STORMCAST, 'rows')).toEqual({ ...downloaded, regimentsOfRenown: [], pathToGlory: [] });
    expect((await readArmyData('main', STORMCAST, 'rest'))!.regimentsOfRenown).toEqual(downloaded!.regimentsOfRenown);
  });
});

describe('the whole data', () => {
  it('is stored once, in its parts, and read back joined from them, dropping the whole copy earlier versions kept', async () => {
    await database().aosData.put({ name: 'main', document: data });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(data)),
    );
    expect(await downloadGameData('main', '/blob?name=main')).toEqual(data);
    const keys = (await database().aosData.toCollection().primaryKeys()).map(String);
    expect(keys).not.toContain('main');
    expect(keys.sort()).toEqual([...armyPartRows('main', parts).map((row) => row.name), wholeKey('main'), checkedKey('main')].sort());
    expect(await readGameData('main')).toEqual(data);
  });

  it('stores its armies unchecked and checks each once, when it is first read, on this visit or the next', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(data)),
    );
    const checks = vi.spyOn(ArmySchema, 'safeParse');
    const writes = vi.spyOn(database().aosData, 'bulkPut');
    await storeGameData('main', '/blob?name=main');
    expect(checks).not.toHaveBeenCalled();
    expect((await readArmyData('main', STORMCAST))!.armies[STORMCAST]).toEqual(data.armies[STORMCAST]);
    expect(checks).toHaveBeenCalledTimes(1);
    await readArmyData('main', STORMCAST);
    expect(checks).toHaveBeenCalledTimes(1);
    expect(await readGameData('main')).toEqual(data);
    expect(checks).toHaveBeenCalledTimes(Object.keys(data.armies).length);
    // Named checked, not written again: the worker of the next visit knows it too.
    forgetStored();
    expect(await readGameData('main')).toEqual(data);
    expect(checks).toHaveBeenCalledTimes(Object.keys(data.armies).length);
    expect(writes).toHaveBeenCalledTimes(1);
  });

  it('gives no army that is not usable (it goes, with the mark of the data stored whole), and keeps the data stored when a download is not usable in its version, core or index', async () => {
    const broken = { ...data, armies: { ...data.armies, [STORMCAST]: { ...data.armies[STORMCAST], warscrolls: 'none', units: [{ name: 3 }] } } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(broken)),
    );
    await storeGameData('main', '/blob?name=main');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await findWholeGameData('main')).not.toBeNull();
    expect(await readArmyData('main', STORMCAST)).toBeNull();
    // It goes, with the mark: the next visit downloads the whole data again.
    expect(await database().aosData.get(armyKey('main', STORMCAST))).toBeUndefined();
    expect(await findWholeGameData('main')).toBeNull();
    expect(await readGameData('main')).toBeNull();
    await clearDocuments();
    await database().aosData.bulkPut(armyPartRows('main', parts));
    const stored = await database().aosData.toArray();
    for (const unusable of [
      { ...data, schemaVersion: 1 },
      { ...data, coreRules: 'none' },
      { ...data, armies: { [STORMCAST]: { name: STORMCAST } } },
    ]) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Response.json(unusable)),
      );
      await expect(storeGameData('main', '/blob?name=main')).rejects.toThrow(/not usable/);
    }
    expect(await database().aosData.toArray()).toEqual(stored);
  });
  it('is not read, nor any of its parts, when one of its armies is missing; nor when one is of another commit', async () => {
    await database().aosData.bulkPut(armyPartRows('main', parts));
    await database().aosData.delete(armyKey('main', STORMCAST));
    // Nothing of it is read (deserialised): a first visit's army screen stored the core and its army alone.
    const reads = vi.spyOn(database().aosData, 'bulkGet');
    expect(await readGameData('main')).toBeNull();
    expect(reads).not.toHaveBeenCalled();
    await database().aosData.put({
      name: armyKey('main', STORMCAST),
      document: { commit: 'an older commit', schemaVersion: parts.index.schemaVersion, army: data.armies[STORMCAST] },
    });
    expect(await readGameData('main')).toBeNull();
  });
});

describe('the mark of the whole data stored', () => {
  const served = () =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(data)),
    );

  it('gives the index of a release stored whole without reading an army, until an army page stores parts of another release', async () => {
    served();
    await storeGameData('main', '/blob?name=main');
    const reads = vi.spyOn(database().aosData, 'bulkGet');
    expect(await findWholeGameData('main')).toEqual({ index: parts.index, data: null });
    expect(reads.mock.calls.flat(2).filter((key) => String(key).startsWith('army:'))).toEqual([]);
    const newer = { ...parts.index, source: { ...parts.index.source, commit: 'newer' } };
    await putParts('main', [{ name: indexKey('main'), document: newer }], newer);
    expect(await findWholeGameData('main')).toBeNull();
  });

  it('is left by the first read of data an earlier version stored whole, without a mark', async () => {
    await database().aosData.bulkPut(armyPartRows('main', parts));
    expect(await findWholeGameData('main')).toEqual({ index: parts.index, data });
    const reads = vi.spyOn(database().aosData, 'bulkGet');
    expect(await findWholeGameData('main')).toEqual({ index: parts.index, data: null });
    expect(reads.mock.calls.flat(2).filter((key) => String(key).startsWith('army:'))).toEqual([]);
  });
});

describe('the data stored by the version before', () => {
  it('is read as it was once the database is of version 6, and a tab of that version is closed out', async () => {
    const old = await databaseAtVersion(5);
    // Its armies had no flag: they were checked before they were stored.
    const rows = armyPartRows('main', parts).map(({ name, document }) => {
      const { checked: _checked, ...stored } = document as StoredArmy;
      return { name, document: name.startsWith(armyKey('main', '')) ? stored : document };
    });
    await old.table('aosData').bulkPut(rows);
    const upgraded = openDatabase();
    await upgraded.open();
    expect([upgraded.verno, old.isOpen()]).toEqual([6, false]);
    upgraded.close();
    const checks = vi.spyOn(ArmySchema, 'safeParse');
    expect(await findWholeGameData('main')).toEqual({ index: parts.index, data });
    expect(checks).not.toHaveBeenCalled();
  });
});
