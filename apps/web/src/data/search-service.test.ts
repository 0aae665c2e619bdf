import type { Faq } from '@scrolldex/contract';
import type { GameData, RuleDocument, SearchResult } from '@scrolldex/rules';
import { describe, expect, it } from 'vitest';

import { loadRealGameData } from '../test/real-game-data';
import { createSearchService } from './search-service';

const data = loadRealGameData();

/** A service whose idle moments the test lets come, one at a time. */
function service(cached: GameData | null = null) {
  const idleWaiters: (() => void)[] = [];
  const reads: string[] = [];
  const search = createSearchService({
    readGameData: async (ref) => {
      reads.push(ref);
      return cached;
    },
    idle: () => new Promise((resolve) => idleWaiters.push(resolve)),
  });
  /** The worker's idle moment: the builds that waited for it run, once the search's code has come. */
  const beIdle = async () => {
    for (const resolve of idleWaiters.splice(0)) resolve();
    await import('./search-engine');
    await new Promise((resolve) => setTimeout(resolve));
  };
  return { search, reads, beIdle, idleWaiters };
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
  it("builds the index of the named source's data at the worker's idle moment, not before, and searches it", async () => {
    const { search, beIdle, idleWaiters } = service();
    search.searchRef('main');
    search.tookGameData('main', data);
    expect(search.isBuilt()).toBe(false);
    expect(idleWaiters).toHaveLength(1);
    await beIdle();
    expect(search.isBuilt()).toBe(true);
    expect(names(await search.search('n="Liberators"', { limit: 10 }))).toEqual(['Liberators']);
  });

  it('builds the index at once, still in the worker, for a search that comes before the idle moment', async () => {
    const { search } = service();
    search.searchRef('main');
    search.tookGameData('main', data);
    expect(names(await search.search('n="Liberators"', { limit: 10 }))).toEqual(['Liberators']);
    expect(search.isBuilt()).toBe(true);
  });

  it("ignores the data of another ref (a pinned list's release): the index stays the named source's", async () => {
    const { search, beIdle } = service();
    search.searchRef('main');
    search.tookGameData('main', data);
    await beIdle();
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
    const { search, beIdle } = service();
    search.searchRef('main');
    await expect(search.search('Liberators', {})).resolves.toBeNull();
    search.tookGameData('main', data);
    await beIdle();
    search.clear();
    expect(search.isBuilt()).toBe(false);
    await expect(search.search('Liberators', {})).resolves.toBeNull();
  });

  it('builds the index again with the rule documents and the FAQ when they come', async () => {
    const { search, beIdle } = service();
    search.searchRef('main');
    search.tookGameData('main', data);
    await beIdle();
    expect(names(await search.search('Wyrdstone', {}))).not.toContain('Wyrdstone Shards');
    search.tookRules([{ name: 'core_rules.json', document: ruleDocument }]);
    search.tookFaq(faq);
    expect(search.isBuilt()).toBe(false);
    await beIdle();
    expect(search.isBuilt()).toBe(true);
    expect(names(await search.search('Wyrdstone', {}))).toContain('Wyrdstone Shards');
    expect(names(await search.search('Moonclan Questions', {}))).toContain('Moonclan Questions');
  });

  it('starts afresh for another data source: nothing is built until its data comes', async () => {
    const { search, beIdle } = service();
    search.searchRef('main');
    search.tookGameData('main', data);
    await beIdle();
    search.searchRef('battlescroll-2025-12');
    expect(search.isBuilt()).toBe(false);
    await expect(search.search('Liberators', {})).resolves.toBeNull();
  });
});
