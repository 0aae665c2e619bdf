// The search's engine spied on (vi.mock, hence isolated): what the index's builds prepare.
import type { Faq } from '@scrolldex/contract';
import { expect, it, vi } from 'vitest';

import { loadRealGameData } from '../test/real-game-data';
import { prepareGameData } from './search-engine';
import { createSearchService } from './search-service';

vi.mock('./search-engine', async (importOriginal) => {
  const original = await importOriginal<typeof import('./search-engine')>();
  return { ...original, prepareGameData: vi.fn(original.prepareGameData) };
});

const faq: Faq = {
  note: null,
  updated: null,
  sections: [{ title: 'Moonclan Questions', questions: [{ question: 'Is it night?', answer: 'Yes.' }], rules: [] }],
};

it("prepares the data's documents once: the index built again for an FAQ that came later prepares only the FAQ's", async () => {
  const data = loadRealGameData();
  const search = createSearchService({ readGameData: async () => null });
  search.searchRef('main');
  search.tookGameData('main', data);
  expect((await search.search('n="Liberators"', { limit: 10 }))?.hits).toHaveLength(1);
  search.tookFaq(faq);
  expect((await search.search('Moonclan Questions', {}))?.hits.map((hit) => hit.doc.name)).toContain('Moonclan Questions');
  expect(prepareGameData).toHaveBeenCalledTimes(1);
  // Other data (a newer release) is prepared afresh.
  search.tookGameData('main', { ...data });
  await search.search('n="Liberators"', { limit: 10 });
  expect(prepareGameData).toHaveBeenCalledTimes(2);
});
