import type { Faq } from '@scrolldex/contract';
import type { GameData, RuleDocument, SearchResult } from '@scrolldex/rules';
import { describe, expect, it, vi } from 'vitest';

import { loadRealGameData } from '../test/real-game-data';
import { createSearchService } from './search-service';

const data = loadRealGameData();

/** A service whose cached data is `cached`, and the refs it read. */
function service(cached: GameData | null = null) {
  const reads: string[] = [];
  const search = createSearchService({
    readGameData: async (ref) => {
      reads.push(ref);
      return cached;
    },
  });
  return { search, reads };
}

const names = (result: SearchResult | null) => result?.hits.map((hit) => hit.doc.name) ?? [];

const ruleDocument: RuleDocument = {
  title: 'CORE RULES',
  sections: [
    { name: 'Wyrdstone Shards', containers: [{ name: null, components: [{ contentType: 'text', text: 'Glowing rocks.', ability: null }] }], subSections: [] },
  ],
};
const faq: Faq = {
  note: null,
  updated: null,
  sections: [{ title: 'Moonclan Questions', questions: [{ question: 'Is it night?', answer: 'Yes.' }], rules: [] }],
};

describe("the game-data worker's search", () => {
  it("takes the named source's data without building the index, however long the worker then waits: most visits never search", async () => {
    vi.useFakeTimers();
    try {
      const { search } = service();
      search.searchRef('main');
      search.tookGameData('main', data);
      await import('./search-engine');
      await vi.advanceTimersByTimeAsync(60 * 60_000);
      expect(search.isBuilt()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('builds the index at the first search, still in the worker, and searches it', async () => {
    const { search } = service();
    search.searchRef('main');
    search.tookGameData('main', data);
    expect(names(await search.search('n="Liberators"', { limit: 10 }))).toEqual(['Liberators']);
    expect(search.isBuilt()).toBe(true);
  });

  it('reads the data again at the next search once the worker stored newer data of the named source, and only then', async () => {
    const { search, reads } = service(data);
    search.searchRef('main');
    search.tookGameData('main', data);
    await search.search('n="Liberators"', { limit: 10 });
    search.storedGameData('dev');
    await search.search('n="Liberators"', { limit: 10 });
    expect(reads).toEqual([]);
    search.storedGameData('main');
    expect(search.isBuilt()).toBe(false);
    expect(names(await search.search('n="Liberators"', { limit: 10 }))).toEqual(['Liberators']);
    expect(reads).toEqual(['main']);
  });

  it("ignores the data of another ref (a pinned list's release): the index stays the named source's", async () => {
    const { search } = service();
    search.searchRef('main');
    search.tookGameData('main', data);
    await search.search('', {});
    search.tookGameData('battlescroll-2025-12', { ...data, armies: {} });
    expect(search.isBuilt()).toBe(true);
    expect(names(await search.search('n="Liberators"', {}))).toEqual(['Liberators']);
  });

  it('reads the cached data of the named source when a search comes before the worker has seen any', async () => {
    const { search, reads } = service(data);
    search.searchRef('main');
    expect(names(await search.search('n="Liberators"', {}))).toEqual(['Liberators']);
    expect(reads).toEqual(['main']);
  });

  it('answers null while no data of the source is on the device, and after Clear BSData', async () => {
    const { search } = service();
    search.searchRef('main');
    await expect(search.search('Liberators', {})).resolves.toBeNull();
    search.tookGameData('main', data);
    await search.search('', {});
    search.clear();
    expect(search.isBuilt()).toBe(false);
    await expect(search.search('Liberators', {})).resolves.toBeNull();
  });

  it('builds the index again with the rule documents and the FAQ at the next search once they came', async () => {
    const { search } = service();
    search.searchRef('main');
    search.tookGameData('main', data);
    expect(names(await search.search('Wyrdstone', {}))).not.toContain('Wyrdstone Shards');
    search.tookRules([{ name: 'core_rules.json', document: ruleDocument }]);
    search.tookFaq(faq);
    expect(search.isBuilt()).toBe(false);
    expect(names(await search.search('Wyrdstone', {}))).toContain('Wyrdstone Shards');
    expect(names(await search.search('Moonclan Questions', {}))).toContain('Moonclan Questions');
  });

  it('starts afresh for another data source: nothing is built until its data comes', async () => {
    const { search } = service();
    search.searchRef('main');
    search.tookGameData('main', data);
    await search.search('', {});
    search.searchRef('battlescroll-2025-12');
    expect(search.isBuilt()).toBe(false);
    await expect(search.search('Liberators', {})).resolves.toBeNull();
  });
});
