// The list importer under every format it reads (the official app's two
// layouts, Listbot, New Recruit, Sigdex, our own export), as real texts
// mangled the way pasting and chat mangle them: lines dropped, doubled,
// swapped and cut, odd Unicode put in, lines stretched to the line limit and
// texts grown to the text and line limits. Every text gives a list or an
// error value with a clear message (never 'Failed to import list.', which
// means something inside threw), and each import stays within a time budget.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';

import { LEGAL_LISTS } from '../../test/legal-lists.js';
import { allListTexts } from '../../test/list-texts.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { withinBudget } from '../../test/time-budget.js';
import type { GameData } from '../model/index.js';
import { parseEventLists } from './event-lists.js';
import { MARKER_SYMBOLS } from './export-markers.js';
import { formatList } from './format-list.js';
import { importOverview } from './import-overview.js';
import { defaultImportName, importToList } from './import-to-list.js';
import type { ImportErrorCode, ListTextFormat } from './import-types.js';
import { MAX_LINE_LENGTH, MAX_LIST_LINES, MAX_LIST_TEXT_LENGTH } from './input-limits.js';
import { parseListText } from './parse-list.js';
import { encodeUtf8 } from './utf8.js';

/** A real list imports in about a millisecond and a text at the limits in a few hundred. */
const IMPORT_BUDGET_MS = 3_000;

/** The errors a text may fairly get; IMPORT_FAILED is what the importer answers when something inside it threw. */
const TEXT_ERRORS: readonly ImportErrorCode[] = ['NO_ARMY_FOUND', 'TEXT_TOO_LONG', 'TOO_MANY_LINES'];

/** Unicode that pasting, chat apps and keyboards put into texts. */
const ODD_UNICODE = [
  '\u00a0', // no-break space
  '\u202f',
  '\u3000',
  '\ufeff', // byte order mark
  '\u200e', // direction marks
  '\u202e', // right-to-left override
  '\u0301', // combining acute accent
  '\u0308\u0308\u0308',
  'ﬁ',
  'Ｌｏｒｄ', // fullwidth letters and digits
  '１２０',
  '½',
  '⁴',
  'İ', // changes length when lower-cased
  'ß',
  '👍🏽',
  '👨‍👩‍👧',
  '\ud800', // lone surrogates
  '\udc00',
  '\u0000',
  '\t',
  '\r',
  '\u2028',
  '\u0085',
  '•',
  '×',
  '’',
  '“',
  ...MARKER_SYMBOLS,
  MARKER_SYMBOLS.join('').repeat(8), // a run as long as an export marker, holding no payload
];

/** Bytes as the hidden export markers write them (four symbols a byte), so the marker reader sees a payload. */
function markerRun(payload: string): string {
  let run = '';
  for (const byte of encodeUtf8(payload)) for (let shift = 6; shift >= 0; shift -= 2) run += MARKER_SYMBOLS[(byte >> shift) & 3];
  return run;
}

/** Marker payloads: our own, and ones damaged field by field. */
const markerPayload = fc.oneof(
  fc.constantFrom('SDX1|1.0.0|main|valid|standard|01012026', 'SDX1|||valid|standard|01012026', 'SDX|x|y|incomplete|legends|99999999', 'SDX1'),
  fc.array(fc.oneof(fc.constant('SDX'), fc.constant('|'), fc.string({ unit: 'binary', maxLength: 12 })), { maxLength: 10 }).map((parts) => parts.join('')),
);

/** Pieces a stretched line is made of: what the line patterns look for, repeated. */
const STRETCH_PIECES = ['1', '1 ', '(', '(1', ' x', '2x ', '• ', '- ', '/', '|', ': ', ' pts', 'a ', ' and ', '[', '**'];

type Mutation =
  | { kind: 'drop' | 'double' | 'cut' | 'upper'; at: number }
  | { kind: 'swap'; at: number; other: number }
  | { kind: 'unicode'; at: number; offset: number; odd: string }
  | { kind: 'marker'; at: number; payload: string }
  | { kind: 'stretch'; at: number; piece: string; length: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constantFrom('drop', 'double', 'cut', 'upper'), at: fc.nat() }),
  fc.record({ kind: fc.constant('swap'), at: fc.nat(), other: fc.nat() }),
  fc.record({ kind: fc.constant('unicode'), at: fc.nat(), offset: fc.nat(), odd: fc.constantFrom(...ODD_UNICODE) }),
  fc.record({ kind: fc.constant('marker'), at: fc.nat(), payload: markerPayload }),
  fc.record({
    kind: fc.constant('stretch'),
    at: fc.nat(),
    piece: fc.constantFrom(...STRETCH_PIECES),
    length: fc.integer({ min: MAX_LINE_LENGTH - 3, max: MAX_LINE_LENGTH + 3 }),
  }),
) as fc.Arbitrary<Mutation>;

function mutate(text: string, mutations: readonly Mutation[]): string {
  const lines = text.split('\n');
  for (const change of mutations) {
    if (lines.length === 0) lines.push('');
    const i = change.at % lines.length;
    const line = lines[i]!;
    switch (change.kind) {
      case 'drop':
        lines.splice(i, 1);
        break;
      case 'double':
        lines.splice(i, 0, line);
        break;
      case 'cut':
        lines[i] = line.slice(0, change.at % (line.length + 1));
        break;
      case 'upper':
        lines[i] = line.toUpperCase();
        break;
      case 'swap': {
        const j = change.other % lines.length;
        [lines[i], lines[j]] = [lines[j]!, line];
        break;
      }
      case 'unicode': {
        const at = change.offset % (line.length + 1);
        lines[i] = line.slice(0, at) + change.odd + line.slice(at);
        break;
      }
      case 'marker':
        lines[i] = line + markerRun(change.payload);
        break;
      case 'stretch':
        // The line's own words first, so it still looks like a unit or a heading to the patterns.
        lines[i] = (line + change.piece.repeat(change.length)).slice(0, change.length);
        break;
    }
  }
  return lines.join('\n');
}

/** The text's body lines repeated until it reaches `lines` lines or `chars` characters, whichever comes first. */
function grow(text: string, lines: number, chars: number): string {
  const source = text.split('\n');
  const out: string[] = [];
  let length = 0;
  for (let i = 0; out.length < lines && length < chars; i++) {
    const line = source[i % source.length]!;
    out.push(line);
    length += line.length + 1;
  }
  return out.join('\n');
}

function expectImported(text: string, data: GameData): void {
  const result = withinBudget(IMPORT_BUDGET_MS, text, () => parseListText(text, data));
  if (!result.ok) {
    expect(result.errors.length).toBeGreaterThan(0);
    for (const error of result.errors) {
      expect(TEXT_ERRORS, `${error.code}: ${error.message}`).toContain(error.code);
      expect(error.message.length).toBeGreaterThan(0);
      expect(error.start >= 0 && error.start <= error.end && error.end <= text.length).toBe(true);
    }
    return;
  }
  const lineCount = text.split(/\r\n|\r|\n/).length;
  for (const line of result.value.unplaced) {
    expect(line.line >= 1 && line.line <= lineCount, `unplaced line ${line.line} of ${lineCount}`).toBe(true);
    expect(line.reason.length).toBeGreaterThan(0);
  }
  // What the Confirm Import dialog and its Confirm button do next.
  withinBudget(IMPORT_BUDGET_MS, text, () => {
    const overview = importOverview(result.value.list, data);
    expect(Number.isFinite(overview.points)).toBe(true);
    expect(overview.failedRules).toEqual([]);
    expect(importToList(result.value.list, { id: 'imported', now: 0, name: defaultImportName(result.value.list) }).ok).toBe(true);
  });
}

describe('list import of every format, mangled, within a time budget per text', { timeout: 600_000 }, () => {
  const data = loadRealGameData();
  /** Every real text the tests know, and our own export of every legal list (plain and for Discord), by the format the importer reads in it. */
  const byFormat = new Map<ListTextFormat, string[]>();
  beforeAll(() => {
    const ownExports = LEGAL_LISTS.flatMap(({ list }) =>
      [false, true].map((discord) => formatList(list, data, { appVersion: 'fuzz', exportDate: new Date(0), discord })),
    ).flatMap((result) => (result.ok ? [result.value] : []));
    for (const text of [...allListTexts().map((entry) => entry.text), ...ownExports]) {
      const parsed = parseListText(text, data);
      if (!parsed.ok) throw new Error(`a fixture does not import: ${parsed.errors[0]!.message}`);
      byFormat.set(parsed.value.format, [...(byFormat.get(parsed.value.format) ?? []), text]);
    }
  }, 120_000);

  it('has real texts of every format it fuzzes', () => {
    for (const format of ['scrolldex', 'app-a', 'app-b', 'listbot', 'newrecruit', 'sigdex'] as const) {
      expect(byFormat.get(format)?.length ?? 0, format).toBeGreaterThan(0);
    }
  });

  it.each(['scrolldex', 'app-a', 'app-b', 'listbot', 'newrecruit', 'sigdex'] as const)(
    '%s texts with lines dropped, doubled, swapped, cut, stretched and odd Unicode',
    (format) => {
      const texts = byFormat.get(format)!;
      fc.assert(
        fc.property(fc.constantFrom(...texts), fc.array(mutation, { minLength: 1, maxLength: 12 }), (text, mutations) =>
          expectImported(mutate(text, mutations), data),
        ),
        { numRuns: 150 },
      );
    },
  );

  it('the lists of an event, mangled, with odd player names and entries without a list', () => {
    const texts = [...byFormat.values()].flat();
    const entry = fc.record({
      armyListText: fc.oneof(
        fc.tuple(fc.constantFrom(...texts), fc.array(mutation, { maxLength: 6 })).map(([text, mutations]) => mutate(text, mutations)),
        fc.constant(null),
        fc.string({ unit: 'binary', maxLength: 40 }),
      ),
      user: fc.option(fc.record({ firstName: fc.option(fc.string({ unit: 'binary', maxLength: 12 })), lastName: fc.option(fc.string({ maxLength: 12 })) })),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 6 }), (entries) => {
        const result = withinBudget(IMPORT_BUDGET_MS, JSON.stringify(entries), () => parseEventLists(entries, data));
        if (!result.ok) expect(result.errors[0]!.message.length).toBeGreaterThan(0);
        else expect(result.value.lists.length + result.value.warnings.length).toBe(entries.length);
      }),
      { numRuns: 100 },
    );
  });

  it('texts grown to the line limit and the character limit, and just past them', () => {
    const texts = [...byFormat.values()].flat();
    const size = fc.oneof(
      fc.record({ lines: fc.integer({ min: MAX_LIST_LINES - 2, max: MAX_LIST_LINES + 2 }), chars: fc.constant(MAX_LIST_TEXT_LENGTH + 10) }),
      fc.record({ lines: fc.constant(MAX_LIST_LINES * 10), chars: fc.integer({ min: MAX_LIST_TEXT_LENGTH - 200, max: MAX_LIST_TEXT_LENGTH + 200 }) }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...texts), fc.array(mutation, { maxLength: 6 }), size, (text, mutations, { lines, chars }) =>
        expectImported(grow(mutate(text, mutations), lines, chars), data),
      ),
      { numRuns: 30 },
    );
  });

  it('texts of lines at the line limit, every line stretched', () => {
    const texts = [...byFormat.values()].flat();
    fc.assert(
      fc.property(fc.constantFrom(...texts), fc.constantFrom(...STRETCH_PIECES), (text, piece) => {
        const stretched = text
          .split('\n')
          .map((line, i) => (i === 0 ? line : (line + piece.repeat(MAX_LINE_LENGTH)).slice(0, MAX_LINE_LENGTH)))
          .join('\n');
        expectImported(grow(stretched, MAX_LIST_LINES, MAX_LIST_TEXT_LENGTH), data);
      }),
      { numRuns: 30 },
    );
  });
});
