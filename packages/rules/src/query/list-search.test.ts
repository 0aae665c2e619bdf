import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../test/builders.js';
import { makeRoster } from '../../test/roster-support.js';
import { searchLists, searchRosters } from './list-search.js';

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

describe('searchRosters', () => {
  const gilded = makeRoster('Ascension', [{ op: 'addUnit', id: 'u1', name: 'Knight-Questor' }]);
  const coast = { ...makeRoster('Ravaged Coast', [{ op: 'addUnit', id: 'u1', name: 'Liberators' }]), id: 'r2', name: 'Storm Coast', locked: true };
  const rosters = [gilded, coast];
  const found = (query: string) => searchRosters(rosters, query).items.map((roster) => roster.name);

  it("reads a roster's name, army and Order of Battle with the lists' query language", () => {
    expect(found('liberators')).toEqual(['Storm Coast']);
    expect(found('a:sce')).toEqual(['The Gilded Host', 'Storm Coast']);
    expect(found('u:questor')).toEqual(['The Gilded Host']);
    expect(found('is:locked')).toEqual(['Storm Coast']);
    expect(searchRosters(rosters, 'gildd')).toMatchObject({ mode: 'fuzzy', items: [gilded] });
  });

  it('never matches a roster by points, cap or a verdict it does not keep', () => {
    for (const query of ['points>0', 'points<5000', 'cap>0', 'is:valid']) expect(found(query)).toEqual([]);
  });
});
