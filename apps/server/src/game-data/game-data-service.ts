// Reads the BSData repository, converts a commit the first time someone asks
// for it (the default ref already at start, in the background), and keeps the
// result on disk and in memory. Refs are read again whenever git's ref files
// change, so a new commit is served without a restart; a cloned repository is
// also fetched on a timer.
import { join } from 'node:path';

import { listRefs, openGameDataRepo, readHandbookAtCommit, refreshGameDataRepo, refsFingerprint, type GameDataRepo } from '@scrolldex/bsdata/node';
import type { FastifyBaseLogger } from 'fastify';

import { AppError } from '../errors.js';
import type { LoadedBuild } from './artifacts.js';
import type { BuildStore } from './build-store.js';
import type { Converter } from './converter.js';
import { findDataRef, toDataRef, type DataRef } from './data-ref.js';
import { createSerialQueue } from './serial-queue.js';
import { redactCredentials } from '../http/redact-url.js';

export type GameDataService = {
  /** Branches first, then releases, each by name. */
  listRefs(): Promise<DataRef[]>;
  /** The build of a branch or tag, converting it first when needed; REF_NOT_FOUND for an unknown name. */
  getBuild(name: string): Promise<{ ref: DataRef; build: LoadedBuild }>;
  /** The matched-play season ('2025-26') of a commit's data, read from its game system file once per commit; null when it names no known handbook. */
  seasonOf(commit: string): Promise<string | null>;
  /** Fetches a cloned repository now; local repositories are read in place and need none. */
  refresh(): Promise<void>;
  /** Starts converting the warm ref in the background and the periodic fetch of a cloned repository; clears builds of older converters. */
  start(): Promise<void>;
  close(): void;
};

export type GameDataServiceOptions = {
  /** Path or URL of the repository. */
  location: string;
  /** Where a URL is cloned (`<cacheDir>/repos`). */
  cacheDir: string;
  store: BuildStore;
  convert: Converter;
  logger: FastifyBaseLogger;
  /** 0 turns the periodic fetch off. */
  refreshIntervalMs: number;
  /** Builds kept in memory, most recently used first. */
  memoryBuilds?: number;
  /** After a failed open or clone, requests answer 503 for this long before trying again. */
  retryAfterMs?: number;
  /** A ref converted in the background at start, so its first request need not wait on it; null for none. */
  warmRef?: string | null;
};

const UNAVAILABLE = 'The game data repository cannot be read right now. Please try again later.';

export function createGameDataService(options: GameDataServiceOptions): GameDataService {
  const { location, store, convert, logger } = options;
  const memoryBuilds = options.memoryBuilds ?? 6;
  const retryAfterMs = options.retryAfterMs ?? 30_000;
  const memory = new Map<string, LoadedBuild>();
  const inFlight = new Map<string, Promise<LoadedBuild>>();
  const runSerially = createSerialQueue();
  let repo: Promise<GameDataRepo> | null = null;
  let refsInFlight: Promise<DataRef[]> | null = null;
  let refsSeen: { fingerprint: string; refs: DataRef[] } | null = null;
  let failedAt = -Infinity;
  let timer: NodeJS.Timeout | null = null;
  const seasons = new Map<string, Promise<string | null>>();

  function openRepo(): Promise<GameDataRepo> {
    if (repo) return repo;
    if (performance.now() - failedAt < retryAfterMs) return Promise.reject(new AppError('GAME_DATA_UNAVAILABLE', UNAVAILABLE));
    const unavailable = (reason: unknown) => {
      failedAt = performance.now();
      repo = null;
      logger.error(
        { repo: redactCredentials(location), reason: redactCredentials(reason instanceof Error ? reason.message : String(reason)) },
        'cannot open the game data repository',
      );
      return new AppError('GAME_DATA_UNAVAILABLE', UNAVAILABLE);
    };
    repo = openGameDataRepo(location, join(options.cacheDir, 'repos')).then(
      (opened) => {
        if (opened.ok) return opened.value;
        throw unavailable(opened.errors[0]!.message);
      },
      // git itself failed (not installed, a damaged clone): the same answer, the details in the log.
      (error: unknown) => {
        throw unavailable(error instanceof Error ? error.message : String(error));
      },
    );
    return repo;
  }

  /**
   * The refs as they are now: kept while the files git keeps them in are unchanged (a few stat calls), else one
   * `git for-each-ref` for all requests that arrive while it runs. Every page load asks several times, and starting
   * a git process costs a large server more CPU than answering the request does.
   */
  async function readRefs(): Promise<DataRef[]> {
    const current = await openRepo();
    // Taken before git runs: a ref that moves meanwhile changes the files again, and so the next request asks git.
    const fingerprint = refsFingerprint(current);
    if (fingerprint !== null && refsSeen?.fingerprint === fingerprint) return refsSeen.refs;
    refsInFlight ??= listRefs(current)
      .then((refs) => {
        const dataRefs = refs.map(toDataRef);
        refsSeen = fingerprint === null ? null : { fingerprint, refs: dataRefs };
        return dataRefs;
      })
      .finally(() => {
        refsInFlight = null;
      });
    return refsInFlight;
  }

  function remember(build: LoadedBuild): LoadedBuild {
    memory.delete(build.commit);
    memory.set(build.commit, build);
    while (memory.size > memoryBuilds) memory.delete(memory.keys().next().value!);
    return build;
  }

  async function loadOrConvert(current: GameDataRepo, commit: string, refName: string): Promise<LoadedBuild> {
    const stored = await store.load(commit);
    if (stored) return stored;
    logger.info({ ref: refName, commit }, 'converting game data');
    const artifacts = await convert(current, commit);
    const build = await store.save(artifacts);
    logger.info({ ref: refName, commit, ms: artifacts.convertMs, warnings: artifacts.warningCount, handbook: artifacts.handbook.name }, 'converted game data');
    return build;
  }

  function buildOf(current: GameDataRepo, commit: string, refName: string): Promise<LoadedBuild> {
    const cached = memory.get(commit);
    if (cached) return Promise.resolve(remember(cached));
    // Everyone asking for a commit while it converts waits on the same conversion.
    let pending = inFlight.get(commit);
    if (!pending) {
      pending = runSerially(() => loadOrConvert(current, commit, refName))
        .then(remember)
        .finally(() => inFlight.delete(commit));
      inFlight.set(commit, pending);
    }
    return pending;
  }

  const service: GameDataService = {
    listRefs: readRefs,

    async getBuild(name) {
      const current = await openRepo();
      const ref = findDataRef(await readRefs(), name);
      if (!ref) throw new AppError('REF_NOT_FOUND', `There is no branch or release named '${name}' in the game data repository.`);
      return { ref, build: await buildOf(current, ref.sha, ref.name) };
    },

    async seasonOf(commit) {
      let season = seasons.get(commit);
      if (!season) {
        const current = await openRepo();
        season = readHandbookAtCommit(current, commit).then((handbook) => handbook?.season ?? null);
        // A failed read is tried again next time, not remembered.
        season.catch(() => seasons.delete(commit));
        seasons.set(commit, season);
      }
      return season;
    },

    async refresh() {
      const current = await openRepo();
      const fetched = await refreshGameDataRepo(current);
      if (!fetched.ok)
        logger.warn({ repo: redactCredentials(location), reason: redactCredentials(fetched.errors[0]!.message) }, 'cannot fetch the game data repository');
    },

    async start() {
      // Open (and for a URL, clone) now, so the first player does not wait on the clone.
      openRepo().catch(() => undefined);
      const pruned = await store.prune();
      if (pruned > 0) logger.info({ builds: pruned }, 'removed game data builds of an older converter');
      // Not awaited: requests for the ref meanwhile wait on this same conversion (buildOf), then read it from memory.
      const { warmRef } = options;
      if (warmRef)
        service.getBuild(warmRef).catch((error: unknown) => logger.warn({ ref: warmRef, err: error }, 'cannot convert the default game data ref at start'));
      if (options.refreshIntervalMs <= 0) return;
      timer = setInterval(() => {
        service.refresh().catch((error: unknown) => logger.warn({ err: error }, 'game data refresh failed'));
      }, options.refreshIntervalMs);
      timer.unref();
    },

    close() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
  return service;
}
