import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../test/builders.js';
import { searchLists } from './list-search.js';

const lists = [
  makeList('Stormcast Eternals', {
    id: 'sce',
    name: 'Hammers for Cádiz',
    regiments: [makeRegiment('Lord-Celestant on Dracoth', ['Liberators', 'Liberators'])],
    lastPointsTotal: 1990,
  }),
  makeList('Stormcast Eternals - Draconith Skywing', {
    id: 'sky',
    name: 'Dragon wing',
    regiments: [makeRegiment('Krondys, Son of Dracothion')],
    locked: true,
    lastValidation: 'valid',
    lastPointsTotal: 2000,
  }),
  makeList('Daughters of Khaine', {
    id: 'dok',
    name: 'Snake tournament',
    auxiliaryUnits: [makeUnit('Witch Aelves')],
    pointsCap: 1000,
    lastValidation: 'error',
    lastPointsTotal: 1040,
  }),
  makeList('Maggotkin of Nurgle', { id: 'mon', name: 'Rot', regimentOfRenown: "Elthwin's Thorns", lastValidation: 'warning' }),
];

const ids = (query: string) => searchLists(lists, query).lists.map((list) => list.id);

describe('searchLists', () => {
  it('matches bare words against the name, the army and the units', () => {
    expect(ids('tournament')).toEqual(['dok']);
    expect(ids('stormcast')).toEqual(['sce', 'sky']);
    expect(ids('liberators')).toEqual(['sce']);
    expect(ids('cadiz')).toEqual(['sce']);
  });

  it('reads the army filter with the faction aliases, armies of renown included', () => {
    expect(ids('a:sce')).toEqual(['sce', 'sky']);
    expect(ids('a=sce')).toEqual(['sce']);
    expect(ids('a:dok')).toEqual(['dok']);
    expect(ids('army:nurgle')).toEqual(['mon']);
  });

  it('filters by name, unit, points, cap and state', () => {
    expect(ids('n:dragon')).toEqual(['sky']);
    expect(ids('u:"witch aelves"')).toEqual(['dok']);
    expect(ids('u:elthwin')).toEqual(['mon']);
    expect(ids('points>=2000')).toEqual(['sky']);
    expect(ids('cap=1000')).toEqual(['dok']);
    expect(ids('is:locked')).toEqual(['sky']);
    expect(ids('is:invalid')).toEqual(['dok']);
    expect(ids('is:warning or is:valid')).toEqual(['sky', 'mon']);
    expect(ids('a:sce -is:locked')).toEqual(['sce']);
  });

  it('falls back to fuzzy matching on a syntax error or when words find nothing', () => {
    expect(searchLists(lists, 'tournamnt')).toMatchObject({ mode: 'fuzzy', fallback: { reason: 'no-results' } });
    expect(ids('tournamnt')).toEqual(['dok']);
    const broken = searchLists(lists, '(liberators');
    expect(broken).toMatchObject({ mode: 'fuzzy', fallback: { reason: 'invalid-query', message: 'Unmatched parentheses. Showing fuzzy matches instead.' } });
    expect(broken.errors).toEqual([{ code: 'UNMATCHED_PARENTHESES', message: 'Unmatched parentheses', start: 0, end: 1 }]);
    expect(broken.lists.map((list) => list.id)).toEqual(['sce']);
  });

  it('finds nothing for a blank query, and reports unknown keys', () => {
    expect(searchLists(lists, ' ')).toMatchObject({ mode: 'empty', lists: [] });
    expect(searchLists(lists, 'k:hero').errors.map((error) => error.code)).toEqual(['UNKNOWN_KEY']);
  });
});
