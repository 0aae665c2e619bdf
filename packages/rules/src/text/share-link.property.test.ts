// Import links under damage: the base64 of real exports cut, padded, with
// characters swapped for others, partly percent-encoded, with spaces and line
// breaks from a chat app, grown past the server's segment limit, and plain
// noise. Every segment decodes to text or gets an error value naming what is
// wrong, inside the segment; a decoded text goes on to the importer; each
// link stays within a time budget.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { allListTexts } from '../../test/list-texts.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { withinBudget } from '../../test/time-budget.js';
import { parseListText } from './parse-list.js';
import { decodeShareLink, encodeShareLink, SHARE_LINK_MESSAGES } from './share-link.js';

/** Decoding is linear in the segment; a 200 KB segment takes milliseconds. */
const LINK_BUDGET_MS = 1_500;
/** docs/decisions.md, "Import links": the server takes path segments up to 16 KB on /import/*. */
const SERVER_SEGMENT_LIMIT = 16 * 1024;

const SWAPS = ['=', '==', '%', '%2', '%3D', '%2F', '%ZZ', '%E2%82', '+', '/', '-', '_', ' ', '\n', '\t', '.', '!', 'é', '\u200b', '\ud800', '😀', '\u0000'];

type Damage =
  | { kind: 'cut'; at: number }
  | { kind: 'swap'; at: number; with: string }
  | { kind: 'percent'; at: number; length: number }
  | { kind: 'pad'; count: number }
  | { kind: 'grow'; times: number };

const damage: fc.Arbitrary<Damage> = fc.oneof(
  fc.record({ kind: fc.constant('cut'), at: fc.nat() }),
  fc.record({ kind: fc.constant('swap'), at: fc.nat(), with: fc.constantFrom(...SWAPS) }),
  fc.record({ kind: fc.constant('percent'), at: fc.nat(), length: fc.nat({ max: 40 }) }),
  fc.record({ kind: fc.constant('pad'), count: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('grow'), times: fc.integer({ min: 2, max: 12 }) }),
) as fc.Arbitrary<Damage>;

/** A chat app's percent-encoding; a lone surrogate (which encodeURIComponent refuses) stays as it is. */
function percentEncoded(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text;
  }
}

function damaged(segment: string, changes: readonly Damage[]): string {
  let out = segment;
  for (const change of changes) {
    const at = 'at' in change ? change.at % (out.length + 1) : 0;
    switch (change.kind) {
      case 'cut':
        out = out.slice(0, at);
        break;
      case 'swap':
        out = out.slice(0, at) + change.with + out.slice(at + 1);
        break;
      case 'percent':
        out = out.slice(0, at) + percentEncoded(out.slice(at, at + change.length)) + out.slice(at + change.length);
        break;
      case 'pad':
        out += '='.repeat(change.count);
        break;
      case 'grow':
        out = out.repeat(change.times);
        break;
    }
  }
  return out;
}

const CODES = new Set(Object.keys(SHARE_LINK_MESSAGES));
const MESSAGES = new Set<string>(Object.values(SHARE_LINK_MESSAGES));

function expectDecoded(segment: string): void {
  const result = withinBudget(LINK_BUDGET_MS, segment, () => decodeShareLink(segment));
  if (!result.ok) {
    expect(result.errors).toHaveLength(1);
    const [error] = result.errors;
    expect(CODES.has(error!.code) && MESSAGES.has(error!.message), error!.code).toBe(true);
    // A span to underline, inside the segment (an empty segment has only the empty span).
    const spans = segment.length === 0 ? error!.end === 0 : error!.start < error!.end;
    expect(error!.start >= 0 && spans && error!.end <= segment.length, `${error!.start}-${error!.end} of ${segment.length}`).toBe(true);
    return;
  }
  expect(typeof result.value).toBe('string');
  // The import page hands the text to the importer at once.
  const imported = withinBudget(LINK_BUDGET_MS * 2, segment, () => parseListText(result.value, loadRealGameData()));
  if (!imported.ok) expect(['NO_ARMY_FOUND', 'TEXT_TOO_LONG', 'TOO_MANY_LINES']).toContain(imported.errors[0]!.code);
}

describe('import links, damaged, within a time budget per link', { timeout: 300_000 }, () => {
  const segments = allListTexts().map(({ text }) => encodeShareLink(text));

  it('real links cut, padded, with characters swapped and partly percent-encoded', () => {
    fc.assert(
      fc.property(fc.constantFrom(...segments), fc.array(damage, { minLength: 1, maxLength: 6 }), (segment, changes) =>
        expectDecoded(damaged(segment, changes)),
      ),
      { numRuns: 1_000 },
    );
  });

  it('real links percent-encoded whole, twice, and broken by a chat app', () => {
    fc.assert(
      fc.property(fc.constantFrom(...segments), fc.nat(), (segment, at) => {
        expectDecoded(encodeURIComponent(segment));
        expectDecoded(encodeURIComponent(encodeURIComponent(segment)));
        const breakAt = at % (segment.length + 1);
        expectDecoded(`${segment.slice(0, breakAt)}\n ${segment.slice(breakAt)}`);
      }),
      { numRuns: 200 },
    );
  });

  it('segments around and far past the server limit', () => {
    fc.assert(
      fc.property(fc.constantFrom(...segments), fc.integer({ min: SERVER_SEGMENT_LIMIT - 8, max: SERVER_SEGMENT_LIMIT * 12 }), (segment, length) =>
        expectDecoded(segment.repeat(Math.ceil(length / segment.length)).slice(0, length)),
      ),
      { numRuns: 40 },
    );
  });

  it('noise of every kind', () => {
    const noise = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/-_=% '), maxLength: 400 }),
      fc.string({ unit: fc.constantFrom('=', '%', ' ', '\n'), maxLength: 50 }),
    );
    fc.assert(fc.property(noise, expectDecoded), { numRuns: 2_000 });
  });
});
