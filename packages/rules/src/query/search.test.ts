import { describe, expect, it } from 'vitest';

import { loadRealGameData } from '../../test/real-game-data.js';
import { realSearchIndex } from '../../test/real-search-index.js';
import { parseStat } from './normalize.js';
import type { SearchDocument } from './search-document.js';
import { buildSearchIndex } from './search-index.js';
import { fuzzySearchGameData, searchGameData } from './search.js';

const index = realSearchIndex;
const search = (query: string) => searchGameData(index(), query);
const names = (query: string) => new Set(search(query).hits.map((hit) => hit.doc.name));
/** The query finds exactly the documents of the index that `matches` accepts, in index order, and there is at least one. */
function expectFinds(query: string, matches: (doc: SearchDocument) => boolean): void {
  const expected = index()
    .entries.map((entry) => entry.doc)
    .filter(matches);
  expect(expected.length, `${query}: the data holds nothing to find`).toBeGreaterThan(0);
  expect(
    search(query).hits.map((hit) => hit.doc.id),
    query,
  ).toEqual(expected.map((doc) => doc.id));
}
const hasKeyword = (doc: SearchDocument, keyword: string) => doc.keywords.includes(keyword);
const atMost = (value: number | null, limit: number) => value !== null && value <= limit;
const atLeast = (value: number | null, limit: number) => value !== null && value >= limit;
const allUnits = () => Object.values(loadRealGameData().armies).flatMap((army) => army.units.map((unit) => ({ army, unit })));

describe('searchGameData on the real data', () => {
  it('a:sce k:hero mv>=10 finds exactly the Stormcast heroes that move 10" or more', () => {
    const expected = new Set(
      allUnits()
        .filter(({ army, unit }) => army.name.startsWith('Stormcast Eternals') && unit.keywords.includes('HERO') && (parseStat(unit.move) ?? 0) >= 10)
        .map(({ unit }) => unit.name),
    );
    const result = search('a:sce k:hero mv>=10');
    expect(result.mode).toBe('query');
    expect(expected.size).toBeGreaterThan(5);
    expect(new Set(result.hits.map((hit) => hit.doc.name))).toEqual(expected);
    expect(expected).toContain('Lord-Celestant on Dracoth');
    for (const { doc } of result.hits) {
      expect(doc.kind).toBe('unit');
      expect(doc.move).toBeGreaterThanOrEqual(10);
    }
  });

  it('shows a warscroll once per army family, under the army rather than its armies of renown', () => {
    const hits = search('n="Liberators"').hits;
    expect(hits.map((hit) => hit.doc.armyName)).toEqual(['Stormcast Eternals']);
    expect(hits[0]!.doc.armies).toEqual(expect.arrayContaining(['Stormcast Eternals', 'Stormcast Eternals - Astral Templars']));
    expect(hits[0]!.doc.route).toEqual({ name: 'UnitDetail', params: { armyName: 'Stormcast Eternals', unitName: 'Liberators' } });
    expect(names('a:"astral templars" n=liberators')).toEqual(new Set(['Liberators']));
  });

  it('is:ror finds every regiment of renown', () => {
    const hits = search('is:ror').hits;
    expect(hits).toHaveLength(loadRealGameData().regimentsOfRenown.length);
    expect(hits.every((hit) => hit.doc.kind === 'regimentOfRenown' && hit.doc.route.name === 'RegimentOfRenown')).toBe(true);
    expect(search('is:"regiment of renown"').hits).toHaveLength(hits.length);
  });

  it('hit<=3&melee finds the units with a melee weapon hitting on 3+ or better, and only those', () => {
    const expected = new Set(
      allUnits()
        .filter(({ unit }) => unit.models.some((model) => model.weapons.basic.some((weapon) => weapon.kind === 'melee' && (parseStat(weapon.hit) ?? 9) <= 3)))
        .map(({ unit }) => unit.name),
    );
    const found = new Set(
      search('hit<=3&melee')
        .hits.filter((hit) => hit.doc.kind === 'unit')
        .map((hit) => hit.doc.name),
    );
    expect(expected.size).toBeGreaterThan(100);
    for (const name of expected) expect(found).toContain(name);
    expectFinds('hit<=3&melee', (doc) => doc.weapons.some((weapon) => weapon.kind === 'melee' && atMost(weapon.hit, 3)));
    expect(names('hit<=3&ranged')).not.toEqual(found);
    expect(names('hit&melee<=3')).toEqual(found);
  });

  it('o:"mortal damage" finds rules text with the phrase and names the abilities that have it', () => {
    const result = search('o:"mortal damage"');
    expect(result.hits.length).toBeGreaterThan(100);
    const unitHits = result.hits.filter((hit) => hit.doc.kind === 'unit');
    expect(unitHits.length).toBeGreaterThan(50);
    for (const hit of unitHits) {
      expect(hit.abilities.length).toBeGreaterThan(0);
      expect(
        hit.abilities.some((ability) =>
          `${ability.declare ?? ''} ${ability.effect}`
            .replace(/\*\*|\^\^/g, '')
            .toLowerCase()
            .includes('mortal damage'),
        ),
      ).toBe(true);
    }
  });

  it('negates with - and NOT', () => {
    const units = search('a:sce is:unit').hits;
    const heroes = search('a:sce is:unit k:hero').hits;
    const others = search('a:sce is:unit -k:hero').hits;
    expect(others).toHaveLength(units.length - heroes.length);
    expect(others.some((hit) => hit.doc.keywords.includes('HERO'))).toBe(false);
    expect(search('a:sce is:unit not k:hero').hits).toEqual(others);
  });

  it('OR is the union of both sides, and parentheses group', () => {
    const wizards = names('k:wizard');
    const priests = names('k:priest');
    expect(names('k:wizard or k:priest')).toEqual(new Set([...wizards, ...priests]));
    expect(names('k:wizard | k:priest')).toEqual(names('k:wizard or k:priest'));
    const grouped = search('(a:sce or a:cos) k:wizard').hits;
    expect(grouped.length).toBeGreaterThan(0);
    expect(grouped.every((hit) => hit.doc.armies.some((army) => /^(Stormcast Eternals|Cities of Sigmar)/.test(army)))).toBe(true);
  });

  it('tests names with a regex, ignoring case', () => {
    const found = [...names('/^lord-c/')];
    expect(found).toEqual(expect.arrayContaining(['Lord-Castellant', 'Lord-Celestant']));
    expect(found.every((name) => name.toLowerCase().startsWith('lord-c'))).toBe(true);
  });

  it('compares characteristics by their number', () => {
    expectFinds('sv<=3 k:infantry', (doc) => atMost(doc.save, 3) && hasKeyword(doc, 'INFANTRY'));
    expect([...names('lvl>=3')]).toEqual(expect.arrayContaining(['Nagash, Supreme Lord of the Undead', 'Alarielle the Everqueen']));
    expect(names('lvl:9')).toContain('Nagash, Supreme Lord of the Undead');
    expectFinds('ward<=4', (doc) => atMost(doc.ward, 4));
    expectFinds('points<=100 k:hero', (doc) => atMost(doc.points, 100) && hasKeyword(doc, 'HERO'));
    expectFinds('banish>=7', (doc) => atLeast(doc.banishment, 7));
    expectFinds('control>=5 health<6', (doc) => atLeast(doc.control, 5) && atMost(doc.health, 5));
    expectFinds('rend>=2&ranged', (doc) => doc.weapons.some((weapon) => weapon.kind === 'ranged' && atLeast(weapon.rend, 2)));
    expectFinds('range>=24"', (doc) => doc.weapons.some((weapon) => atLeast(weapon.range, 24)));
  });

  it('finds weapon abilities, ability keywords, names and text', () => {
    expectFinds('wa:"crit (mortal)"&ranged', (doc) => doc.weapons.some((weapon) => weapon.kind === 'ranged' && weapon.abilities.includes('Crit (Mortal)')));
    const rampage = search('ak:rampage a:sob').hits;
    expect(rampage.length).toBeGreaterThan(0);
    for (const hit of rampage) expect(hit.abilities.every((ability) => ability.keywords.includes('RAMPAGE'))).toBe(true);
    expect(search('an:healing').hits.flatMap((hit) => hit.abilities.map((ability) => ability.name))).toEqual(expect.arrayContaining(['Healing Light']));
    expect(search('ao:"strike-first"').hits.length).toBeGreaterThan(0);
  });

  it('reads army aliases, names and =', () => {
    expect(names('a:mon is:army')).toEqual(names('a:nurgle is:army'));
    expect(names('a=sce is:army')).toEqual(new Set(['Stormcast Eternals']));
    expect(names('a:sce is:army').size).toBe(5);
    expect(names('a:"legions of nagash" is:aor').size).toBe(4);
    expect(names('a:/^stormcast/ is:army').size).toBe(5);
  });

  it('knows every kind of thing', () => {
    for (const value of [
      'unit',
      'upgrade',
      'lore',
      'rule',
      'btc',
      'ror',
      'army',
      'aor',
      'formation',
      'trait',
      'enhancement',
      'heroic',
      'artefact',
      'spells',
      'prayers',
      'manifestations',
      'legends',
    ]) {
      expect(search(`is:${value}`).hits.length, value).toBeGreaterThan(0);
    }
    expect(search('is:faq').hits).toEqual([]);
    const withFaq = buildSearchIndex(loadRealGameData(), { faq: [{ title: 'Regiments', questions: [{ question: 'Can a hero join?', answer: 'Yes.' }] }] });
    expect(searchGameData(withFaq, 'is:faq o:"hero join"').hits.map((hit) => hit.doc.route)).toEqual([{ name: 'FAQ', params: { sectionTitle: 'Regiments' } }]);
  });

  it('gives each kind of result its route', () => {
    const route = (query: string) => search(query).hits[0]!.doc.route;
    expect(route('is:lore n="Morbid Conjuration"')).toEqual({ name: 'ManifestationLore', params: { loreName: 'Morbid Conjuration' } });
    expect(route('is:lore n="Lore of the Storm"')).toEqual({ name: 'UnitList', params: { armyName: 'Stormcast Eternals' }, hash: 'spell-lores' });
    expect(route('is:heroic n="Envoy of the Heavens"')).toEqual({ name: 'UnitList', params: { armyName: 'Stormcast Eternals' }, hash: 'heroic-traits' });
    expect(route('is:formation n="Vanguard Wing"')).toEqual({ name: 'UnitList', params: { armyName: 'Stormcast Eternals' }, hash: 'battle-formations' });
    expect(route('is:btc n="Blazing Onslaught"')).toEqual({ name: 'BattleTacticCard', params: { cardName: 'Blazing Onslaught' } });
    expect(route('is:rule n="Crit (2 Hits)"')).toEqual({ name: 'RuleBySearch', params: { ruleId: 'weapon-abilities/crit-2-hits' } });
    expect(route('n="Aethervoid Pendulum"')).toEqual({ name: 'UnitDetail', params: { armyName: 'UniversalUnits', unitName: 'Aethervoid Pendulum' } });
  });

  it('hides Legends content when asked', () => {
    const all = searchGameData(index(), 'is:army');
    const shown = searchGameData(index(), 'is:army', { showLegends: false });
    expect(shown.hits.length).toBeLessThan(all.hits.length);
    expect(shown.hits.some((hit) => hit.doc.name === 'Beasts of Chaos')).toBe(false);
    const firstThree = searchGameData(index(), 'is:unit', { limit: 3 });
    expect(firstThree.hits).toHaveLength(3);
    expect(firstThree.total).toBe(search('is:unit').hits.length);
  });

  it('folds accents and punctuation in names', () => {
    expect(names('gracon')).toEqual(new Set(['Commodore de Graçon']));
    expect(names('n:"commodore de gracon"')).toEqual(new Set(['Commodore de Graçon']));
  });

  it('gives a blank query no results', () => {
    expect(search('   ')).toEqual({ query: '   ', mode: 'empty', hits: [], total: 0, fallback: null, errors: [] });
  });
});

describe('plain words, as players type them', () => {
  const first = (query: string) => search(query).hits[0]!;

  it('find abilities by name, naming the ability and why', () => {
    const hit = first('Righteous Avengers');
    expect(hit.doc).toMatchObject({ kind: 'unit', name: 'Lord-Celestant on Dracoth' });
    expect(hit.abilities.map((ability) => ability.name)).toEqual(['Righteous Avengers']);
    expect(hit.reasons).toEqual([{ field: 'abilityName', words: 'Righteous Avengers', matched: 'Righteous Avengers', approximate: false }]);
  });

  it('find the core commands and abilities, which the data does not carry', () => {
    const hit = first('redeploy');
    expect(hit.doc).toMatchObject({
      kind: 'rule',
      name: 'Redeploy',
      detail: 'Command',
      route: { name: 'RuleBySearch', params: { ruleId: 'commands/redeploy' } },
    });
    expect(hit.reasons).toEqual([{ field: 'name', words: 'redeploy', matched: null, approximate: false }]);
    expect(first('all-out attack').doc).toMatchObject({ kind: 'rule', name: 'All-out Attack' });
    expect(first('normal move').doc).toMatchObject({ kind: 'rule', name: 'Normal Move', detail: 'Core Ability' });
  });

  it('find a battle tactic card by one of its tactics', () => {
    const hit = first('break their defences');
    expect(hit.doc).toMatchObject({ kind: 'battleTacticCard', name: 'Blazing Onslaught' });
    expect(hit.reasons).toEqual([{ field: 'tactic', words: 'break their defences', matched: 'Break Their Defences', approximate: false }]);
  });

  it('narrow by an army shorthand without a:, its army first', () => {
    const ghouls = search('fec ghoul').hits;
    expect(ghouls.length).toBeGreaterThan(2);
    for (const hit of ghouls) expect(hit.doc.armies.some((army) => army.startsWith('Flesh-eater Courts'))).toBe(true);
    expect(ghouls[0]!.reasons).toEqual([
      { field: 'army', words: 'fec', matched: 'Flesh-eater Courts', approximate: false },
      { field: 'name', words: 'ghoul', matched: null, approximate: false },
    ]);
    for (const [shorthand, army] of [
      ['sce', 'Stormcast Eternals'],
      ['cos', 'Cities of Sigmar'],
      ['dok', 'Daughters of Khaine'],
      ['skaven', 'Skaven'],
    ] as const) {
      const hits = search(shorthand).hits;
      expect(hits[0]!.doc.name, shorthand).toBe(army);
      // What the army holds comes before anything else the word may name.
      const firstOther = hits.findIndex((hit) => !hit.doc.armies.some((name) => name.startsWith(army)));
      const lastOwn = hits.length - 1 - [...hits].reverse().findIndex((hit) => hit.doc.armies.some((name) => name.startsWith(army)));
      expect(lastOwn, shorthand).toBeGreaterThan(20);
      if (firstOther >= 0) expect(firstOther, shorthand).toBeGreaterThan(lastOwn);
    }
    expect(names('sce liberators')).toEqual(new Set(['Liberators']));
    expect(names('seraphon saurus warriors')).toEqual(new Set(['Saurus Warriors']));
  });

  it("read a name with 'or' or 'not' in it whole, as well as by the operators", () => {
    expect(first('Retribution or Salvation').abilities.map((ability) => ability.name)).toEqual(['Retribution or Salvation']);
    expect(first('Not One Step Back').doc.name).toBe('Freeguild Gallants');
    expect(names('liberators or prosecutors')).toEqual(new Set(['Liberators', 'Prosecutors']));
  });

  it('rank the thing so named first, then an ability so named, then names that start with the words', () => {
    expect(search('liberators').hits.map((hit) => hit.doc.name)[0]).toBe('Liberators');
    const lord = search('lord-celestant').hits.map((hit) => hit.doc.name);
    expect(lord[0]).toBe('Lord-Celestant');
    expect(lord.slice(1, 3)).toEqual(expect.arrayContaining(['Lord-Celestant on Dracoth']));
  });

  it('say why filters matched, and fuzzy matches what they came close to', () => {
    expect(first('a:sce k:hero mv>=10').reasons).toEqual([
      { field: 'army', words: 'sce', matched: null, approximate: false },
      { field: 'keyword', words: 'hero', matched: null, approximate: false },
      { field: 'move', words: '>=10', matched: null, approximate: false },
    ]);
    expect(first('hit<=3&melee').reasons).toEqual([{ field: 'hit', words: '<=3 (melee)', matched: null, approximate: false }]);
    // A NOT part never explains a result.
    expect(first('a:sce -k:hero is:unit').reasons.map((reason) => reason.field)).toEqual(['army', 'is']);
    expect(first('liberatrs').reasons).toEqual([{ field: 'name', words: 'liberators', matched: null, approximate: true }]);
  });
});

describe('searchGameData falls back to fuzzy matching', () => {
  it('when plain words find nothing: liberatrs finds Liberators', () => {
    const result = search('liberatrs');
    expect(result.mode).toBe('fuzzy');
    expect(result.fallback).toEqual({ reason: 'no-results', message: 'Nothing matched exactly. Showing fuzzy matches instead.' });
    expect(result.hits[0]!.doc.name).toBe('Liberators');
    expect(result.hits[0]!.score).toBeGreaterThan(0);
  });

  it('on a syntax error, saying so and giving the error', () => {
    const result = search('"liberators');
    expect(result.mode).toBe('fuzzy');
    expect(result.fallback).toEqual({ reason: 'invalid-query', message: 'Unterminated quoted string. Showing fuzzy matches instead.' });
    expect(result.errors).toEqual([{ code: 'UNTERMINATED_QUOTE', message: 'Unterminated quoted string', start: 0, end: 11 }]);
    expect(result.hits[0]!.doc.name).toBe('Liberators');
  });

  it('on keys, values and regexes it cannot use, naming each', () => {
    const codes = (query: string) => search(query).errors.map((error) => [error.code, error.start, error.end]);
    expect(codes('foo:bar liberators')).toEqual([['UNKNOWN_KEY', 0, 3]]);
    expect(codes('mv>=fast')).toEqual([['INVALID_NUMBER', 4, 8]]);
    expect(codes('is:wombat')).toEqual([['UNKNOWN_VALUE', 3, 9]]);
    expect(codes('k>=3')).toEqual([['INVALID_COMPARISON', 0, 4]]);
    expect(codes('n:/(/')).toEqual([['INVALID_REGEX', 2, 5]]);
    expect(codes('foo:1 bar:2')).toEqual([
      ['UNKNOWN_KEY', 0, 3],
      ['UNKNOWN_KEY', 6, 9],
    ]);
    expect(search('foo:bar liberators').fallback).toEqual({ reason: 'invalid-query', message: "Unknown search key 'foo'. Showing fuzzy matches instead." });
    expect(search('foo:bar liberators').hits.some((hit) => hit.doc.name === 'Liberators')).toBe(true);
  });

  it('folds diacritics in fuzzy matching too', () => {
    expect(fuzzySearchGameData(index(), 'Comodore Gracon', { limit: 1 }).map((hit) => hit.doc.name)).toEqual(['Commodore de Graçon']);
  });

  it('but not when a filter query simply finds nothing', () => {
    expect(search('mv>=99')).toMatchObject({ mode: 'query', hits: [], fallback: null });
  });
});
