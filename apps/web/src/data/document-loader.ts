// Loads the FAQ and the rule documents: cached copies first, then the server's
// when they are stale; failures are quiet. Apart from the game data's loader, so
// that it loads after the first screen's code, not in it (the first bundle is at
// its budget).
import { z } from 'zod/mini';

import { apiUrl, refQuery } from './api';
import { cachedManifest, type LoadOptions } from './game-data-loader';
import { isDocumentCacheStale } from './is-document-cache-stale';
import { storedValue } from './local-store';
import { inFileOrder, RULE_DOCUMENT_FILES } from './rule-document-files';

export const faqTimestamp = storedValue('faqTimestamp', z.nullable(z.number()), null);
export const rulesTimestamp = storedValue('rulesTimestamp', z.nullable(z.number()), null);

/** The FAQ and the three rule documents, each refreshed by the weekly rule (Wednesday 10:00). */
export async function loadDocuments({ ref, cache, now, events }: LoadOptions): Promise<void> {
  const cached = await cache.readDocuments().catch((error: unknown) => {
    console.warn('Could not read the cached FAQ and rules.', error);
    return { faq: null, rules: [] };
  });
  if (cached.faq) events.onFaq(cached.faq);
  if (cached.rules.length > 0) events.onRules(inFileOrder(cached.rules));

  const faqStale = isDocumentCacheStale({ storedAt: faqTimestamp.read(), hasCache: cached.faq !== null, now: now() });
  const rulesStale = isDocumentCacheStale({
    storedAt: rulesTimestamp.read(),
    hasCache: cached.rules.length > 0,
    now: now(),
    cachedNames: cached.rules.map((entry) => entry.name),
    expectedNames: [...RULE_DOCUMENT_FILES],
  });
  await Promise.all([
    faqStale &&
      cache.downloadFaq(apiUrl('/faq')).then(
        (faq) => {
          faqTimestamp.write(now().getTime());
          events.onFaq(faq);
        },
        (error: unknown) => console.warn('Could not load the FAQ.', error),
      ),
    rulesStale &&
      cache.downloadRules(RULE_DOCUMENT_FILES.map((name) => ({ name, url: apiUrl(`/rules/${name}?${refQuery(ref)}`) }))).then(
        (documents) => {
          if (documents.length === 0) return;
          rulesTimestamp.write(now().getTime());
          events.onRules(inFileOrder(documents));
        },
        (error: unknown) => console.warn('Could not load the rule documents.', error),
      ),
  ]);
}

/** Manual reset (Clear BSData): forget every timestamp so the next load fetches everything. */
export function forgetDataTimestamps(): void {
  cachedManifest.remove();
  faqTimestamp.remove();
  rulesTimestamp.remove();
}
