import 'fake-indexeddb/auto';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { database } from './db';
import { downloadRules, readDocuments } from './document-cache';

const CORE = { title: 'CORE RULES', sections: [] };

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await database().rules.clear();
});

describe('document cache', () => {
  it('replaces the cached rule documents only when at least one document came', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await database().rules.put({ name: 'core_rules.json', document: CORE });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    expect(await downloadRules([{ name: 'core_rules.json', url: '/rules/core_rules.json' }])).toEqual([]);
    expect((await readDocuments()).rules).toEqual([{ name: 'core_rules.json', document: CORE }]);

    const battlePack = { title: 'GHB 2026-27 BATTLE PACK', sections: [] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url.includes('battle_pack') ? Response.json(battlePack) : new Response('down', { status: 503 }))),
    );
    await downloadRules([
      { name: 'core_rules.json', url: '/rules/core_rules.json' },
      { name: 'ghb_battle_pack.json', url: '/rules/ghb_battle_pack.json' },
    ]);
    expect((await readDocuments()).rules).toEqual([{ name: 'ghb_battle_pack.json', document: battlePack }]);
  });

  it('leaves out cached documents that do not have the rule-document shape', async () => {
    await database().rules.bulkPut([
      { name: 'core_rules.json', document: CORE },
      { name: 'ghb_advanced_rules.json', document: { title: 42 } },
    ]);
    expect((await readDocuments()).rules.map((entry) => entry.name)).toEqual(['core_rules.json']);
  });
});
