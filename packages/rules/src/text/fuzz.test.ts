// No text makes the importer or the link decoder throw, or fail for a reason
// other than the expected ones; nothing an import makes, however large, makes
// validation, points or export throw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { makeList } from '../../test/builders.js';
import { allListTexts } from '../../test/list-texts.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import type { GameData } from '../model/index.js';
import { buildArmyLookup } from '../lookup/build-army-lookup.js';
import { listPoints } from '../points/list-points.js';
import { validateList } from '../validate/validate-list.js';
import { MARKER_SYMBOLS } from './export-markers.js';
import { formatList } from './format-list.js';
import { MAX_LINE_LENGTH, MAX_LIST_LINES, MAX_LIST_TEXT_LENGTH } from './input-limits.js';
import { parseListText } from './parse-list.js';
import { decodeShareLink, encodeShareLink } from './share-link.js';

const TRICKY = [
  '\n',
  '\r\n',
  '\r',
  '•',
  '* ',
  '- ',
  '(',
  ')',
  '[',
  ']',
  '|',
  '/',
  ':',
  ' pts',
  ' x ',
  '2x ',
  '```',
  '-----',
  "General's Regiment",
  'Regiment 1',
  'Regiments of Renown',
  'Faction Terrain',
  'Auxiliary Units',
  'Created with Scrolldex',
  'Spell Lore - ',
  'Battle Tactic Cards: ',
  ' and ',
  '(20 Points)',
  ' - (10) Points',
  'Scourge of Aqshy: ',
  '[SoG]',
  '2000/2000 pts',
  '\u200d',
  '\ud800',
  '✦',
  ...MARKER_SYMBOLS,
];

/** Text made of list-like pieces, army names and arbitrary characters. */
const listLikeText = (armies: string[]) =>
  fc
    .array(fc.oneof(fc.constantFrom(...TRICKY), fc.constantFrom(...armies), fc.string({ maxLength: 12 }), fc.string({ unit: 'binary', maxLength: 6 })), {
      maxLength: 80,
    })
    .map((pieces) => pieces.join(''));

/** A real list with lines dropped, duplicated, cut or spliced with junk. */
const mutatedList = (texts: string[]) =>
  fc
    .tuple(fc.constantFrom(...texts), fc.array(fc.tuple(fc.nat(), fc.nat({ max: 4 }), fc.string({ unit: 'binary', maxLength: 10 })), { maxLength: 8 }))
    .map(([text, edits]) => {
      const lines = text.split('\n');
      for (const [at, kind, junk] of edits) {
        const i = at % Math.max(1, lines.length);
        if (kind === 0) lines.splice(i, 1);
        else if (kind === 1) lines.splice(i, 0, lines[i] ?? junk);
        else if (kind === 2) lines[i] = (lines[i] ?? '').slice(0, (at % 17) + 1);
        else if (kind === 3) lines[i] = `${lines[i] ?? ''}${junk}`;
        else lines.splice(i, 0, junk);
      }
      return lines.join('\n');
    });

describe('parseListText on any text', () => {
  const data = loadRealGameData();
  const expectHandled = (text: string) => {
    const result = parseListText(text, data);
    if (!result.ok) expect(result.errors.map((error) => error.code)).toEqual(['NO_ARMY_FOUND']);
  };

  it('never throws on arbitrary strings', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 400 }), expectHandled), { numRuns: 300 });
  });

  it('never throws on list-like text', () => {
    fc.assert(fc.property(listLikeText(Object.keys(data.armies)), expectHandled), { numRuns: 500 });
  });

  it('never throws on mangled real lists', () => {
    fc.assert(fc.property(mutatedList(allListTexts().map(({ text }) => text)), expectHandled), { numRuns: 500 });
  });

  it('reports huge lines instead of matching them', () => {
    const text = `Seraphon\n${'9'.repeat(40_000)}/2000 pts\n${'('.repeat(40_000)}`;
    const result = parseListText(text, data);
    expect(result.ok && result.value.unplaced.map((line) => line.code)).toEqual(['LINE_TOO_LONG', 'LINE_TOO_LONG']);
  });

  it('refuses a text past the character limit, naming the limit', () => {
    const result = parseListText(`Seraphon\n${'Saurus Warriors (180)\n'.repeat(MAX_LIST_TEXT_LENGTH / 20)}`, data);
    expect(result).toMatchObject({ ok: false, errors: [{ code: 'TEXT_TOO_LONG' }] });
    expect(!result.ok && result.errors[0]!.message).toContain(String(MAX_LIST_TEXT_LENGTH));
  });

  it('refuses a text past the line limit, naming the limit, and reads one at the limit', () => {
    const at = (lines: number) => `Seraphon\n${'\n'.repeat(lines - 2)}Saurus Warriors (180)\n`;
    const over = parseListText(at(MAX_LIST_LINES + 1), data);
    expect(over).toMatchObject({ ok: false, errors: [{ code: 'TOO_MANY_LINES' }] });
    expect(!over.ok && over.errors[0]!.message).toContain(String(MAX_LIST_LINES));
    expect(parseListText(at(MAX_LIST_LINES), data).ok).toBe(true);
    expect(parseListText('Seraphon' + '\r\n'.repeat(MAX_LIST_LINES + 1), data)).toMatchObject({ ok: false, errors: [{ code: 'TOO_MANY_LINES' }] });
  });

  it('refuses a 150,000-line list at once', () => {
    const text = allListTexts()[0]!.text + '\nSavage Boarboys (140)'.repeat(150_000);
    expect(parseListText(text, data)).toMatchObject({ ok: false, errors: [{ code: 'TEXT_TOO_LONG' }] });
  });

  it('fails with the fallback message on input that is not text', () => {
    expect(parseListText(42 as unknown as string, data)).toMatchObject({ ok: false, errors: [{ code: 'IMPORT_FAILED', message: 'Failed to import list.' }] });
  });
});

/** Imports a text and, when it imports, runs everything a caller does with the list; none of it may throw. */
function importAndCheck(text: string, data: GameData): void {
  const result = parseListText(text, data);
  if (!result.ok) return expect(['NO_ARMY_FOUND', 'TEXT_TOO_LONG']).toContain(result.errors[0]!.code);
  const list = makeList(result.value.list.faction, result.value.list);
  const lookup = buildArmyLookup(data, list.faction);
  expect(validateList(list, data).failedRules).toEqual([]);
  if (lookup) expect(Number.isFinite(listPoints(list, lookup).total)).toBe(true);
  expect(formatList(list, data, { appVersion: 'fuzz', exportDate: new Date(0) }).ok).toBe(Boolean(lookup));
}

describe('large and adversarial list texts', () => {
  const data = loadRealGameData();
  const realLines = allListTexts().flatMap(({ text }) => text.split('\n'));

  it('imports, validates, counts and exports a list of the largest size the importer reads', () => {
    const units = Array.from({ length: MAX_LIST_LINES - 10 }, (_, i) => (i % 50 === 0 ? 'Regiment 1' : i % 2 ? 'Saurus Warriors (180)' : '• Reinforced'));
    const text = ['Seraphon', "General's Regiment", 'Saurus Oldblood on Carnosaur (280)', '• General', ...units].join('\n');
    expect(text.length).toBeLessThan(MAX_LIST_TEXT_LENGTH);
    const result = parseListText(text, data);
    expect(result.ok && result.value.list.regiments.length).toBeGreaterThan(30);
    importAndCheck(text, data);
  });

  it('never throws on long texts of real lines, headings and lines at the length limit', () => {
    const line = fc.oneof(
      { weight: 16, arbitrary: fc.constantFrom(...realLines) },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          "General's Regiment",
          'Regiment 1',
          'Auxiliary Units',
          'Regiments of Renown',
          'Faction Terrain',
          '• General',
          '• Reinforced',
          '',
        ),
      },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: MAX_LINE_LENGTH - 2, maxLength: MAX_LINE_LENGTH + 2 }) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '('.repeat(MAX_LINE_LENGTH),
          '• '.repeat(MAX_LINE_LENGTH / 2),
          'x '.repeat(MAX_LINE_LENGTH / 2),
          ' and '.repeat(MAX_LINE_LENGTH / 5),
        ),
      },
    );
    const text = fc
      .tuple(fc.constantFrom(...Object.keys(data.armies)), fc.array(line, { minLength: 200, maxLength: MAX_LIST_LINES / 2 }))
      .map(([army, lines]) => [army, ...lines].join('\n'));
    fc.assert(
      fc.property(text, (listText) => importAndCheck(listText, data)),
      { numRuns: 25 },
    );
  });
});

describe('decodeShareLink on any segment', () => {
  it('never throws, and round-trips what it encodes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (segment) => {
        const result = decodeShareLink(segment);
        if (result.ok) expect(typeof result.value).toBe('string');
        else expect(result.errors[0]!.code).toMatch(/^SHARE_LINK_/);
      }),
      { numRuns: 1000 },
    );
  });

  it('decodes what it encodes, for any well-formed text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }), (text) => {
        expect(decodeShareLink(encodeShareLink(text))).toEqual({ ok: true, value: text });
      }),
      { numRuns: 1000 },
    );
  });
});
