// The cached documents in IndexedDB — game data by ref, the FAQ, the rule
// documents — and their downloads. Runs in the game-data worker, so the page
// neither ships dexie nor parses and checks megabytes of JSON on its thread.
import { DataFilesSchema, FaqSchema, type DataFiles, type Faq } from '@scrolldex/contract';
import {
  GameDataIndexSchema,
  parseGameData,
  RuleDocumentSchema,
  splitGameDataByArmy,
  type Army,
  type GameData,
  type GameDataIndex,
  type GameDataParts,
} from '@scrolldex/rules';
import { armyPartRows, indexKey, releaseOf, sameRelease, wholeKey, type Release } from './data-part-rows';
import { database, deleteOldDatabases, type StoredDocument } from './db';
import { fetchChecked, fetchOk } from './fetch-checked';
import { joinRunning } from './join-running';
import { checkedCore, forgetStored, markStored, notYetStored } from './stored-parts';
import type { NamedRuleDocument } from './rule-document-files';

export type CachedDocuments = { faq: Faq | null; rules: NamedRuleDocument[] };

/**
 * Downloads a ref's whole data and stores it once, in parts (data/data-part-rows.ts), with the mark that every army of
 * its release is stored: the next visit's home screen and army screens read only the parts they show, and the whole
 * data is the parts joined (data/army-data-cache.ts). Before anything is stored, its schema version, its core and its
 * index (every army's summary) are checked; each army is checked when it is first read: a visit reads few of the 96,
 * and checking them all here was most of the download's CPU. The parts this worker stored already are left as they
 * are (data/stored-parts.ts). The whole copy earlier versions kept under the ref's own name goes.
 */
export async function storeGameData(name: string, url: string): Promise<GameDataIndex> {
  const json: unknown = await fetchOk(url).then((response) => response.json());
  const parts = uncheckedArmies(name, json);
  const db = database();
  const rows = notYetStored(armyPartRows(name, parts, false), parts.index);
  await db.transaction('rw', db.aosData, async () => {
    await db.aosData.bulkPut([...rows, { name: wholeKey(name), document: releaseOf(parts.index) }]);
    await db.aosData.delete(name);
  });
  markStored(rows, parts.index);
  // The files listed before are of the release this one may replace.
  downloadedIndexes.delete(name);
  return parts.index;
}

/** The parts of the downloaded `json`, its armies not checked yet; an error when its version, core or index is not usable. */
function uncheckedArmies(name: string, json: unknown): GameDataParts {
  const notUsable = (message: string | undefined) => new Error(`The game data for '${name}' is not usable: ${message ?? 'invalid'}`);
  const armies = (json as { armies?: unknown } | null)?.armies;
  // Taken as they are here, each is checked as it is first read.
  const unchecked = (typeof armies === 'object' && armies !== null ? armies : {}) as Record<string, Army>;
  const parsed = parseGameData(json, { core: checkedCore(name, json), armies: unchecked });
  if (!parsed.ok) throw notUsable(parsed.errors[0]?.message);
  const parts = summarised(parsed.value);
  const index = GameDataIndexSchema.safeParse(parts?.index);
  if (!parts || !index.success) throw notUsable(index.error?.issues[0]?.message);
  return parts;
}

function summarised(data: GameData): GameDataParts | null {
  try {
    return splitGameDataByArmy(data);
  } catch {
    // An army too far from its shape to be summarised (no units).
    return null;
  }
}

/**
 * Stores parts of `ref`'s data of `index`'s release, apart from its whole data's download: the mark that every army of
 * a release is stored goes with them when it is of another release, whose parts these replace.
 */
export async function putParts(ref: string, rows: readonly StoredDocument[], index: GameDataIndex): Promise<void> {
  const db = database();
  await db.transaction('rw', db.aosData, async () => {
    const mark = (await db.aosData.get(wholeKey(ref)))?.document as Release | undefined;
    await db.aosData.bulkPut(rows);
    if (mark && !sameRelease(mark, releaseOf(index))) await db.aosData.delete(wholeKey(ref));
  });
  markStored(rows, index);
}

/** The index of `ref`'s data when the mark says every army of its release is stored (none is read); null otherwise. */
export async function readWholeGameDataIndex(ref: string): Promise<GameDataIndex | null> {
  const [index, mark] = await Promise.all([readGameDataIndex(ref), database().aosData.get(wholeKey(ref))]);
  const release = mark?.document as Release | undefined;
  return index && release && sameRelease(releaseOf(index), release) ? index : null;
}

/** Marks every army of `index`'s release stored: read whole, data an earlier version stored had no mark. */
export async function markWholeGameData(ref: string, index: GameDataIndex): Promise<void> {
  await database().aosData.put({ name: wholeKey(ref), document: releaseOf(index) });
}

export async function readGameDataIndex(name: string): Promise<GameDataIndex | null> {
  const stored = await database().aosData.get(indexKey(name));
  const parsed = GameDataIndexSchema.safeParse(stored?.document);
  return parsed.success ? parsed.data : null;
}

/** A ref's files list (addresses absolute) and the index it names, checked and stored. */
export type DownloadedIndex = { files: DataFiles; index: GameDataIndex };

/**
 * The files lists this page downloaded and the indexes they named, by ref: once per page, as a first visit to an
 * army page asks for the home screen's index and for the army's files at the same moment. A failure is not kept.
 */
const downloadedIndexes = new Map<string, { filesUrl: string; downloaded: DownloadedIndex }>();
const joinIndexDownload = joinRunning<DownloadedIndex>();

/**
 * The files `filesUrl` lists for a ref's data, and the small index they name (every army's name and alliance, what
 * the home screen needs), stored: fetched and checked once however many loads ask. The index file is named by its
 * content, so the browser's cache may answer it.
 */
export async function downloadIndex(name: string, filesUrl: string): Promise<DownloadedIndex> {
  const known = downloadedIndexes.get(name);
  if (known?.filesUrl === filesUrl) return known.downloaded;
  return joinIndexDownload(`${name}\n${filesUrl}`, async () => {
    const listed = await fetchChecked(filesUrl, DataFilesSchema);
    const address = (file: string) => new URL(file, new URL(filesUrl, location.href)).href;
    const armies = Object.fromEntries(Object.entries(listed.armies).map(([army, file]) => [army, address(file)]));
    const files = { index: address(listed.index), core: address(listed.core), armies };
    const response = await fetchOk(files.index, 'default');
    const parsed = GameDataIndexSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error(`The game data index for '${name}' is not usable: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    await putParts(name, [{ name: indexKey(name), document: parsed.data }], parsed.data);
    const downloaded = { files, index: parsed.data };
    downloadedIndexes.set(name, { filesUrl, downloaded });
    return downloaded;
  });
}

/** The small index of a ref's data, from the files `filesUrl` lists (their addresses are relative to it). */
export async function downloadGameDataIndex(name: string, filesUrl: string): Promise<GameDataIndex> {
  return (await downloadIndex(name, filesUrl)).index;
}

export async function readDocuments(): Promise<CachedDocuments> {
  const db = database();
  const [faq, rules] = await Promise.all([db.faq.get('faq'), db.rules.toArray()]);
  const parsedFaq = FaqSchema.safeParse(faq?.document);
  return {
    faq: parsedFaq.success ? parsedFaq.data : null,
    rules: rules.flatMap((entry) => {
      const parsed = RuleDocumentSchema.safeParse(entry.document);
      return parsed.success ? [{ name: entry.name, document: parsed.data }] : [];
    }),
  };
}

export async function downloadFaq(url: string): Promise<Faq> {
  const faq = await fetchChecked(url, FaqSchema);
  await database().faq.put({ name: 'faq', document: faq });
  return faq;
}

/** Downloads every rule document it can; the cache is replaced only when at least one came. */
export async function downloadRules(documents: readonly { name: string; url: string }[]): Promise<NamedRuleDocument[]> {
  const fetched = await Promise.all(
    documents.map(async ({ name, url }) => {
      try {
        return { name, document: await fetchChecked(url, RuleDocumentSchema) };
      } catch (error) {
        console.warn(`Could not load the rule document ${name}.`, error);
        return null;
      }
    }),
  );
  const came = fetched.filter((entry) => entry !== null);
  if (came.length === 0) return [];
  const db = database();
  await db.transaction('rw', db.rules, async () => {
    await db.rules.clear();
    await db.rules.bulkPut(came);
  });
  return came;
}

/** Clear BSData (settings): every cached document goes, with the databases of earlier versions. */
export async function clearDocuments(): Promise<void> {
  const db = database();
  downloadedIndexes.clear();
  forgetStored();
  await Promise.all([db.aosData.clear(), db.faq.clear(), db.rules.clear(), deleteOldDatabases()]);
}
