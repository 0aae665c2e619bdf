// A rule that throws, through every caller of validateList in the engine: the
// verdict stored on a list, the import overview, the export marker and the
// saved-list search all say 'incomplete', never 'valid'. The registry is
// replaced for this file only, with the real rules behind a throwing one.
import { describe, expect, it, vi } from 'vitest';

import { makeList } from '../../test/builders.js';
import { LEGAL_LISTS } from '../../test/legal-lists.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { refreshListValidation } from '../builder/refresh-list-validation.js';
import { searchLists } from '../query/list-search.js';
import { formatList } from '../text/format-list.js';
import { importOverview } from '../text/import-overview.js';
import { parseListText } from '../text/parse-list.js';
import type { Rule } from './rule.js';

const failure = new Error('a rule broke');

vi.mock('./registry.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('./registry.js')>();
  const throwing: Rule = {
    id: 'test/throws',
    needsArmy: false,
    check: () => {
      throw failure;
    },
  };
  return { RULES: [throwing, ...real.RULES] };
});

describe('a rule that throws', () => {
  const data = loadRealGameData();
  const { list } = LEGAL_LISTS.find(({ warnings }) => warnings.length === 0)!;

  it('leaves a legal list stored as not fully checked', () => {
    expect(refreshListValidation(list, data)).toMatchObject({ lastValidation: 'incomplete', errors: [], warnings: [] });
  });

  it('is in the import overview, with the verdict', () => {
    const text = formatList(list, data, { appVersion: 'test', exportDate: new Date(0) });
    const parsed = parseListText(text.ok ? text.value : '', data);
    expect(parsed.ok).toBe(true);
    const overview = importOverview(parsed.ok ? parsed.value.list : list, data);
    expect(overview).toMatchObject({ validation: 'incomplete', errors: [], failedRules: [{ rule: 'test/throws', error: failure }] });
  });

  it('is carried by the export marker and read back', () => {
    const text = formatList(list, data, { appVersion: 'test', exportDate: new Date(0) });
    const parsed = parseListText(text.ok ? text.value : '', data);
    expect(parsed.ok && parsed.value.metadata?.validation).toBe('incomplete');
  });

  it('is found by is:incomplete and is:unchecked, not by is:valid', () => {
    const lists = [
      makeList(list.faction, { id: 'broken-rule', lastValidation: 'incomplete' }),
      makeList(list.faction, { id: 'fine', lastValidation: 'valid' }),
    ];
    const ids = (query: string) => searchLists(lists, query).lists.map((entry) => entry.id);
    expect(ids('is:incomplete')).toEqual(['broken-rule']);
    expect(ids('is:unchecked')).toEqual(['broken-rule']);
    expect(ids('is:valid')).toEqual(['fine']);
  });
});
