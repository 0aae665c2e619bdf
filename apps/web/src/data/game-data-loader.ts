// Loads the game data (the FAQ and the rule documents: data/document-loader.ts):
// cached copies first, then the server's when they are stale.
// Failures are quiet while something is cached and clear when nothing is.
// The cache and the downloads live in the worker (data/document-cache.ts), and
// so does the whole data once loaded (data/held-game-data.ts): the page hears
// that it is held, with its index, and takes it only for a screen that needs it.
import { ManifestEntrySchema, ManifestSchema, type Faq, type Manifest, type ManifestEntry } from '@scrolldex/contract';
import type { GameData, GameDataIndex, RuleDocument } from '@scrolldex/rules';
import { z } from 'zod/mini';

import { apiUrl, fetchJson, refQuery } from './api';
import { inForeground } from './foreground-loads';
import type { DocumentCache } from './game-data-messages';
import { storedValue } from './local-store';
import { isArmyDataStale } from './is-army-data-stale';

/** The manifest entry each cached data set was downloaded for, by ref (local key 'aosDataManifest'). */
export const cachedManifest = storedValue('aosDataManifest', z.record(z.string(), ManifestEntrySchema), {});

/** Whether the data of this ref was ever downloaded here (and not cleared since). */
export function hasDownloadedGameData(ref: string): boolean {
  return ref in cachedManifest.read();
}

export type GameDataEvents = {
  /** The small index of the data, enough for the home screen, while the whole data is still on its way. */
  onIndex: (index: GameDataIndex) => void;
  /** The worker holds the whole data (every screen can open, offline too); its index. */
  onGameDataHeld: (index: GameDataIndex, from: 'cache' | 'network') => void;
  onFaq: (faq: Faq) => void;
  onRules: (documents: RuleDocument[]) => void;
  onManifest: (manifest: Manifest) => void;
  /** A message for the player when nothing usable is cached; null clears it. */
  onError: (message: string | null) => void;
  /** The requested ref is not on the server: go back to 'main'. */
  onMissingRef: (ref: string) => void;
};

export type LoadOptions = {
  ref: string;
  cache: DocumentCache;
  now: () => Date;
  events: GameDataEvents;
  /** Resolves when the whole data may be read or downloaded: a screen's own data goes first (data/foreground-loads.ts). */
  whenIdle?: () => Promise<void>;
};

/** The index (for the home screen, at once) and the whole data (at an idle moment once the screen's own data came). */
export async function loadGameData(options: Omit<LoadOptions, 'now'>): Promise<void> {
  const indexLoaded = loadIndex(options);
  await Promise.all([indexLoaded, loadWholeGameData(options, indexLoaded)]);
}

async function loadWholeGameData({ ref, cache, events, whenIdle = async () => {} }: Omit<LoadOptions, 'now'>, indexLoaded: Promise<void>): Promise<void> {
  // The manifest is asked for while the cache is read, not after.
  const manifestAnswer = fetchJson('/manifest', ManifestSchema).then(
    (manifest) => ({ manifest, error: null }),
    (error: unknown) => ({ manifest: null, error }),
  );
  // The megabytes wait for the index and for the screen's own army: read or downloaded side by side, they held those back.
  await indexLoaded;
  await whenIdle();
  const cached = await cache.holdCachedGameData(ref).catch((error: unknown) => {
    console.warn('Could not read the cached game data.', error);
    return null;
  });
  if (cached) events.onGameDataHeld(cached, 'cache');

  const { manifest, error } = await manifestAnswer;
  if (manifest) events.onManifest(manifest);
  else {
    console.warn('Could not load the data manifest.', error);
    if (!cached) {
      events.onError(`Could not load game data: ${describe(error)}. Check your connection and try again.`);
      return;
    }
  }

  const serverEntry: ManifestEntry | null = manifest?.entries.find((entry) => entry.name === ref) ?? null;
  if (manifest && !serverEntry) {
    console.warn(`The data ref '${ref}' is not on the server; going back to 'main'.`);
    events.onMissingRef(ref);
    return;
  }
  const cachedEntry = cachedManifest.read()[ref] ?? null;
  if (!isArmyDataStale(cachedEntry, serverEntry, cached !== null)) {
    events.onError(null);
    return;
  }
  try {
    const fresh = await cache.holdDownloadedGameData(ref, apiUrl(`/blob?${refQuery(ref)}`));
    if (serverEntry) cachedManifest.write({ ...cachedManifest.read(), [ref]: serverEntry });
    events.onGameDataHeld(fresh, 'network');
    events.onError(null);
  } catch (error) {
    console.warn('Could not download the game data.', error);
    if (!cached) events.onError(`Could not load game data: ${describe(error)}. Check your connection and try again.`);
  }
}

/**
 * The index of the data, the cached one or else a download: the home screen lists the armies from it in a moment,
 * while the megabytes of the whole data still come (and the index of the whole data, once held, replaces it). The
 * cached index is the one of the cached whole data, stored with it. A failure is quiet: the whole data will do.
 */
async function loadIndex({ ref, cache, events }: Omit<LoadOptions, 'now'>): Promise<void> {
  try {
    const index = await (takeEarlyIndex(ref) ?? readOrDownloadIndex(ref, cache));
    events.onIndex(index);
  } catch (error) {
    console.warn('Could not load the game data index.', error);
  }
}

async function readOrDownloadIndex(ref: string, cache: DocumentCache): Promise<GameDataIndex> {
  return (await cache.readGameDataIndex(ref)) ?? (await cache.downloadGameDataIndex(ref, apiUrl(`/manifest/files?${refQuery(ref)}`)));
}

let earlyIndex: { ref: string; index: Promise<GameDataIndex> } | null = null;

/**
 * Starts reading (or downloading) the index of `ref`'s data before the app's first render, which the first
 * load would otherwise wait for: the worker starts and the index comes while the screen renders. The first
 * load of that ref takes it; a failure is the load's to report.
 */
export function startIndexLoad(ref: string, cache: DocumentCache): void {
  const index = readOrDownloadIndex(ref, cache);
  index.catch(() => {
    // Reported by the load that takes it.
  });
  earlyIndex = { ref, index };
}

function takeEarlyIndex(ref: string): Promise<GameDataIndex> | null {
  if (earlyIndex?.ref !== ref) return null;
  const { index } = earlyIndex;
  earlyIndex = null;
  return index;
}

/** An army page's address: '/army/' and the army's name, as the router's army route matches it. */
const ARMY_PAGE = /^\/army\/([^/]+)\/?$/;

let early: { ref: string; armyName: string; data: Promise<GameData | null> } | null = null;

/** The army the address shows, or null when it is not an army page's. */
export function armyOfAddress(pathname: string): string | null {
  const match = ARMY_PAGE.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    // A malformed address: the router says so; nothing to read early.
    return null;
  }
}

/** The army's data (or its rows' part) as cached here, else downloaded (its few files); null when the data has no such army. */
export async function readOrDownloadArmyData(ref: string, armyName: string, cache: DocumentCache, part: 'all' | 'rows' = 'all'): Promise<GameData | null> {
  return (await cache.readArmyData(ref, armyName, part)) ?? (await cache.downloadArmyData(ref, apiUrl(`/manifest/files?${refQuery(ref)}`), armyName, part));
}

/**
 * Starts loading the data of the army `pathname` shows, if it is an army page's, with the index: beside the app's own
 * chunk, not from the army route's loader once that chunk has run and matched the address (on a first visit its
 * download, too). A screen's own load: the whole data waits for it. The army's first load takes it
 * (state/army-data.ts); a failure is that load's to report.
 */
export function startEarlyArmyLoad(ref: string, pathname: string, cache: DocumentCache): void {
  const armyName = armyOfAddress(pathname);
  if (armyName === null) return;
  // The page's first rows need neither the core's regiments of renown nor Path to Glory (state/army-data.ts).
  const data = inForeground(readOrDownloadArmyData(ref, armyName, cache, 'rows'));
  data.catch(() => {
    // Reported by the load that takes it.
  });
  early = { ref, armyName, data };
}

/** The early load of that army's rows' part (readArmyData), once: null when none was started for it (any other is dropped). */
export function takeEarlyArmyLoad(ref: string, armyName: string): Promise<GameData | null> | null {
  const taken = early;
  early = null;
  return taken && taken.ref === ref && taken.armyName === armyName ? taken.data : null;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
