// The game data read back from its stored parts (data/data-part-rows.ts): one
// army's (the shared core and the army's own file, and its parent army's for an
// army of renown) or every army's, joined with the data's index. Runs in the
// game-data worker beside data/document-cache.ts: an army screen's first visit
// downloads these few files, not the whole data, and keeps them for offline.
import { ArmySchema } from '@scrolldex/rules/model';
import { GameDataCoreSchema, joinArmyData, splitGameDataByArmy, type Army, type GameData, type GameDataCore, type GameDataIndex } from '@scrolldex/rules';

import { CORE_ONLY } from './core-only';
import {
  armyKey,
  armyPartRows,
  checkedKey,
  coreKey,
  indexKey,
  releaseOf,
  sameRelease,
  wholeKey,
  type CheckedArmies,
  type Release,
  type StoredArmy,
} from './data-part-rows';
import { database } from './db';
import { downloadIndex, markWholeGameData, putParts, readGameDataIndex, readWholeGameDataIndex, storeGameData } from './document-cache';
import { fetchChecked } from './fetch-checked';
import { joinRunning } from './join-running';

/**
 * The armies `armyName` is shown with: itself and, for an army of renown, its parent; none for CORE_ONLY. Null when
 * the index has no such army.
 */
function armiesOf(index: GameDataIndex, armyName: string): string[] | null {
  if (armyName === CORE_ONLY) return [];
  const summary = index.armies[armyName];
  if (!summary) return null;
  return summary.parentArmy && summary.parentArmy in index.armies ? [armyName, summary.parentArmy] : [armyName];
}

function joined(index: GameDataIndex, core: GameDataCore, armies: Record<string, Army>): GameData {
  const result = joinArmyData(index, core, armies);
  if (!result.ok) throw new Error(result.errors[0]?.message ?? 'The parts of the game data do not fit together.');
  return result.value;
}

/** The armies `names` with the core, as cached here; null when a part is missing, not usable, or not of the cached index's commit and schema. */
async function readParts(ref: string, index: GameDataIndex, names: readonly string[]): Promise<GameData | null> {
  const [core, checked, ...armies] = await database().aosData.bulkGet([coreKey(ref), checkedKey(ref), ...names.map((name) => armyKey(ref, name))]);
  const stored = armies.map((row) => row?.document as StoredArmy | undefined);
  const release = releaseOf(index);
  // The core was checked when it was stored.
  const coreData = core?.document as GameDataCore | undefined;
  if (!coreData || !sameRelease(releaseOf(coreData), release)) return null;
  if (!stored.every((army) => army && sameRelease(army, release))) return null;
  const known = checked?.document as CheckedArmies | undefined;
  const checkedBefore = new Set(known && sameRelease(known, release) ? known.armies : []);
  const usable = await checkedArmies(ref, release, checkedBefore, names, stored as StoredArmy[]);
  return usable && joined(index, coreData, usable);
}

/**
 * The stored armies `names`, each checked once: those the whole data's download stored unchecked and not checked since
 * are checked now, and named checked in their release's CheckedArmies. Null when one is not usable: it goes, with the
 * mark of its release stored whole, so that the next visit downloads the whole data again and the army's screen its
 * own file.
 */
async function checkedArmies(
  ref: string,
  release: Release,
  checkedBefore: ReadonlySet<string>,
  names: readonly string[],
  stored: readonly StoredArmy[],
): Promise<Record<string, Army> | null> {
  const armies: Record<string, Army> = {};
  const nowChecked: string[] = [];
  for (const [at, name] of names.entries()) {
    const row = stored[at]!;
    if (row.checked !== false || checkedBefore.has(name)) {
      armies[name] = row.army;
      continue;
    }
    const parsed = ArmySchema.safeParse(row.army);
    if (!parsed.success) {
      console.warn(`The stored army '${name}' is not usable: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
      await database().aosData.bulkDelete([armyKey(ref, name), wholeKey(ref)]);
      return null;
    }
    armies[name] = parsed.data;
    nowChecked.push(name);
  }
  if (nowChecked.length > 0) await markChecked(ref, release, nowChecked);
  return armies;
}

/** Names `names` checked among the armies of `release` (those of another release are forgotten). */
async function markChecked(ref: string, release: Release, names: readonly string[]): Promise<void> {
  const db = database();
  await db.transaction('rw', db.aosData, async () => {
    const known = (await db.aosData.get(checkedKey(ref)))?.document as CheckedArmies | undefined;
    const before = known && sameRelease(known, release) ? known.armies : [];
    await db.aosData.put({ name: checkedKey(ref), document: { ...release, armies: [...new Set([...before, ...names])] } satisfies CheckedArmies });
  });
}

/**
 * Which of an army's data to send the page: 'all' of it; its 'rows', the army and the core without the core's regiments
 * of renown and Path to Glory (870 KB of Stormcast's 1.2 MB, which an army page's rows do not show, and which the page
 * took in before its first row); or the 'rest', the core with them and no army, which follows.
 */
type ArmyDataPart = 'all' | 'rows' | 'rest';

function partOf(data: GameData, part: ArmyDataPart): GameData {
  return part === 'rows' ? { ...data, regimentsOfRenown: [], pathToGlory: [] } : data;
}

/** The army's data as cached here, or null when a part is missing or of another commit than the cached index. */
export async function readArmyData(ref: string, armyName: string, part: ArmyDataPart = 'all'): Promise<GameData | null> {
  const index = await readGameDataIndex(ref);
  const names = index && armiesOf(index, armyName);
  if (!index || !names) return null;
  const data = await readParts(ref, index, part === 'rest' ? [] : names);
  return data && partOf(data, part);
}

/** The whole data as cached here (every army of the cached index), or null when a part is missing or of another commit. */
export async function readGameData(ref: string): Promise<GameData | null> {
  const index = await readGameDataIndex(ref);
  if (!index) return null;
  const names = Object.keys(index.armies);
  // Whether every army is here, by the keys alone (one range's keys): a first visit's army screen stores its own army
  // and the core, and the read of the whole data that follows deserialised that megabyte for nothing.
  const stored = new Set(await database().aosData.where(':id').startsWith(armyKey(ref, '')).primaryKeys());
  return names.every((name) => stored.has(armyKey(ref, name))) ? readParts(ref, index, names) : null;
}

/** Downloads and stores a ref's whole data (data/document-cache.ts), and reads it back, every army checked. */
export async function downloadGameData(ref: string, url: string): Promise<GameData> {
  await storeGameData(ref, url);
  const data = await readGameData(ref);
  if (!data) throw new Error(`The game data for '${ref}' is not usable: an army is not as expected.`);
  return data;
}

/**
 * The index of the whole data stored here, when every army of its release is: by the mark its download left, none read.
 * Data stored by an earlier version has no mark: read whole (and given) the first time, it is marked.
 */
export async function findWholeGameData(ref: string): Promise<{ index: GameDataIndex; data: GameData | null } | null> {
  const index = await readWholeGameDataIndex(ref);
  if (index) return { index, data: null };
  const data = await readGameData(ref);
  if (!data) return null;
  const read = splitGameDataByArmy(data).index;
  await markWholeGameData(ref, read);
  return { index: read, data };
}

const joinArmyDownload = joinRunning<GameData | null>();

/**
 * Downloads the army's files as `filesUrl` lists them (index, core, the army and its parent; the content-named
 * files may come from the browser's cache), checks and caches them all, and sends back `part` of them. Null when the
 * data has no such army. A second call while one runs joins it, and the index is the one the page's index load
 * downloaded (data/document-cache.ts).
 */
export async function downloadArmyData(ref: string, filesUrl: string, armyName: string, part: Exclude<ArmyDataPart, 'rest'> = 'all'): Promise<GameData | null> {
  const data = await downloadWholeArmyData(ref, filesUrl, armyName);
  return data && partOf(data, part);
}

function downloadWholeArmyData(ref: string, filesUrl: string, armyName: string): Promise<GameData | null> {
  return joinArmyDownload(`${ref}\n${filesUrl}\n${armyName}`, async () => {
    const { files, index } = await downloadIndex(ref, filesUrl);
    const names = armiesOf(index, armyName);
    if (!names) return null;
    const [core, armies] = await Promise.all([
      fetchChecked(files.core, GameDataCoreSchema, 'default'),
      Promise.all(
        names.map((name) => {
          const file = files.armies[name];
          if (!file) throw new Error(`The game data files of '${ref}' have none for the army '${name}'.`);
          return fetchChecked(file, ArmySchema, 'default');
        }),
      ),
    ]);
    const byName = Object.fromEntries(names.map((name, at) => [name, armies[at]!]));
    const data = joined(index, core, byName);
    // The index is stored already, by its download.
    const rows = armyPartRows(ref, { index, core, armies: byName }).filter((row) => row.name !== indexKey(ref));
    await putParts(ref, rows, index);
    return data;
  });
}
