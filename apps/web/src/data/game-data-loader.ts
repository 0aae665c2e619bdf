// Loads the game data, the FAQ and the rule documents (companion §4 'Game-data
// loading'): cached copies first, then the server's when they are stale.
// Failures are quiet while something is cached and clear when nothing is.
import { FaqSchema, ManifestEntrySchema, ManifestSchema, type Faq, type Manifest, type ManifestEntry } from '@scrolldex/contract';
import { isArmyDataStale, isDocumentCacheStale, RuleDocumentSchema, type GameData, type RuleDocument } from '@scrolldex/rules';
import { z } from 'zod';

import { fetchJson, apiUrl } from './api';
import { database } from './db';
import type { GameDataSource } from './game-data-worker-client';
import { storedValue } from './local-store';

export const RULE_DOCUMENT_FILES = ['core_rules.json', 'ghb_advanced_rules.json', 'ghb_battle_pack.json'] as const;

/** The manifest entry each cached data set was downloaded for, by ref (local key 'aosDataManifest'). */
export const cachedManifest = storedValue('aosDataManifest', z.record(z.string(), ManifestEntrySchema), {});
export const faqTimestamp = storedValue('faqTimestamp', z.number().nullable(), null);
export const rulesTimestamp = storedValue('rulesTimestamp', z.number().nullable(), null);

export type GameDataEvents = {
  onGameData: (data: GameData, from: 'cache' | 'network') => void;
  onFaq: (faq: Faq) => void;
  onRules: (documents: RuleDocument[]) => void;
  onManifest: (manifest: Manifest) => void;
  /** A message for the player when nothing usable is cached; null clears it. */
  onError: (message: string | null) => void;
  /** The requested ref is not on the server: go back to 'main'. */
  onMissingRef: (ref: string) => void;
};

export type LoadOptions = { ref: string; source: GameDataSource; now: () => Date; events: GameDataEvents };

export async function loadGameData({ ref, source, events }: LoadOptions): Promise<void> {
  const cached = await source.read(ref).catch((error: unknown) => {
    console.warn('Could not read the cached game data.', error);
    return null;
  });
  if (cached) events.onGameData(cached, 'cache');

  let manifest: Manifest | null = null;
  try {
    manifest = await fetchJson('/manifest', ManifestSchema);
    events.onManifest(manifest);
  } catch (error) {
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
    const fresh = await source.download(ref, apiUrl(`/blob?name=${encodeURIComponent(ref)}`));
    if (serverEntry) cachedManifest.write({ ...cachedManifest.read(), [ref]: serverEntry });
    events.onGameData(fresh, 'network');
    events.onError(null);
  } catch (error) {
    console.warn('Could not download the game data.', error);
    if (!cached) events.onError(`Could not load game data: ${describe(error)}. Check your connection and try again.`);
  }
}

export async function loadFaq({ now, events }: Pick<LoadOptions, 'now' | 'events'>): Promise<void> {
  const stored = await database().faq.get('faq').catch(() => undefined);
  const cached = FaqSchema.safeParse(stored?.document);
  if (cached.success) events.onFaq(cached.data);
  if (!isDocumentCacheStale({ storedAt: faqTimestamp.read(), hasCache: cached.success, now: now() })) return;
  try {
    const faq = await fetchJson('/faq', FaqSchema);
    await database().faq.put({ name: 'faq', document: faq });
    faqTimestamp.write(now().getTime());
    events.onFaq(faq);
  } catch (error) {
    console.warn('Could not load the FAQ.', error);
  }
}

export async function loadRules({ ref, now, events }: Pick<LoadOptions, 'ref' | 'now' | 'events'>): Promise<void> {
  const stored = await database().rules.toArray().catch(() => []);
  const cached = stored.flatMap((entry) => {
    const parsed = RuleDocumentSchema.safeParse(entry.document);
    return parsed.success ? [{ name: entry.name, document: parsed.data }] : [];
  });
  if (cached.length > 0) events.onRules(inFileOrder(cached));
  const stale = isDocumentCacheStale({
    storedAt: rulesTimestamp.read(),
    hasCache: cached.length > 0,
    now: now(),
    cachedNames: cached.map((entry) => entry.name),
    expectedNames: [...RULE_DOCUMENT_FILES],
  });
  if (!stale) return;
  const fetched = await Promise.all(
    RULE_DOCUMENT_FILES.map(async (name) => {
      try {
        return { name, document: await fetchJson(`/rules/${name}?name=${encodeURIComponent(ref)}`, RuleDocumentSchema) };
      } catch (error) {
        console.warn(`Could not load the rule document ${name}.`, error);
        return null;
      }
    }),
  );
  const documents = fetched.filter((entry) => entry !== null);
  // The cache is replaced only when at least one document came (companion §5).
  if (documents.length === 0) return;
  const db = database();
  await db.transaction('rw', db.rules, async () => {
    await db.rules.clear();
    await db.rules.bulkPut(documents);
  });
  rulesTimestamp.write(now().getTime());
  events.onRules(inFileOrder(documents));
}

/** Manual reset (Clear BSData): forget every timestamp so the next load fetches everything. */
export function forgetDataTimestamps(): void {
  cachedManifest.remove();
  faqTimestamp.remove();
  rulesTimestamp.remove();
}

function inFileOrder(entries: readonly { name: string; document: RuleDocument }[]): RuleDocument[] {
  return [...entries].sort((a, b) => RULE_DOCUMENT_FILES.indexOf(a.name as never) - RULE_DOCUMENT_FILES.indexOf(b.name as never)).map((entry) => entry.document);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
