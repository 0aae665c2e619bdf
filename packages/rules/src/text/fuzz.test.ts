// No text makes the importer or the link decoder throw, or fail for a reason
// other than the expected ones.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { allListTexts } from '../../test/list-texts.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { MARKER_SYMBOLS } from './export-markers.js';
import { parseListText } from './parse-list.js';
import { decodeShareLink, encodeShareLink } from './share-link.js';

const TRICKY = ['\n', '\r\n', '\r', '•', '* ', '- ', '(', ')', '[', ']', '|', '/', ':', ' pts', ' x ', '2x ', '```', '-----', "General's Regiment", 'Regiment 1', 'Regiments of Renown', 'Faction Terrain', 'Auxiliary Units', 'Created with Scrolldex', 'Spell Lore - ', 'Battle Tactic Cards: ', ' and ', '(20 Points)', ' - (10) Points', 'Scourge of Aqshy: ', '[SoG]', '2000/2000 pts', '\u200d', '\ud800', '✦', ...MARKER_SYMBOLS];

/** Text made of list-like pieces, army names and arbitrary characters. */
const listLikeText = (armies: string[]) =>
  fc
    .array(fc.oneof(fc.constantFrom(...TRICKY), fc.constantFrom(...armies), fc.string({ maxLength: 12 }), fc.string({ unit: 'binary', maxLength: 6 })), { maxLength: 80 })
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
    const text = `Seraphon\n${'9'.repeat(200_000)}/2000 pts\n${'('.repeat(100_000)}`;
    const result = parseListText(text, data);
    expect(result.ok && result.value.unplaced.map((line) => line.code)).toEqual(['LINE_TOO_LONG', 'LINE_TOO_LONG']);
  });

  it('fails with the fallback message on input that is not text', () => {
    expect(parseListText(42 as unknown as string, data)).toMatchObject({ ok: false, errors: [{ code: 'IMPORT_FAILED', message: 'Failed to import list.' }] });
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
