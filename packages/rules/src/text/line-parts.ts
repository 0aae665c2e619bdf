// Small readers for parts of a line, built on the patterns in line-patterns.ts.
import {
  COST_SUFFIX,
  FOOTER_PATTERNS,
  HEADING_DECORATION,
  HEADING_PATTERNS,
  HEADING_POINTS,
  LABEL_PATTERNS,
  MODEL_COUNT_PREFIX,
  SEASONAL_PREFIXES,
  type HeadingKind,
  type LabelKind,
} from './line-patterns.js';

const TAIL = 48;

/** Splits a trailing cost off a name: 'Forbidden Power (20 Points)' -> 'Forbidden Power', 20. */
export function splitCost(text: string): { name: string; cost: number | null } {
  const tail = text.length > TAIL ? text.slice(-TAIL) : text;
  const match = COST_SUFFIX.exec(tail);
  if (!match) return { name: text, cost: null };
  const name = text.slice(0, text.length - match[0].length).trim();
  return name ? { name, cost: Number(match[1]) } : { name: text, cost: null };
}

const CLOSING: Record<string, string> = { ')': '(', ']': '[' };
/** A seasonal variant's suffix names a unit of its own, never a note. */
const SEASONAL_SUFFIXES = new Set(SEASONAL_PREFIXES.map(({ suffix }) => suffix.trim().toLowerCase()));

/**
 * Splits a player's trailing note off a name: 'Kruleboyz Klaw (3 units get
 * Strike-first)' -> 'Kruleboyz Klaw', '(3 units get Strike-first)'. The note
 * is the last bracketed group, brackets balanced; undefined when there is
 * none, nothing stands before it, or it is a cost or a seasonal variant's
 * '(Scourge of Ghyran)'.
 */
export function splitNote(text: string): { name: string; note: string } | undefined {
  const close = text[text.length - 1];
  const open = close === undefined ? undefined : CLOSING[close];
  if (!open) return undefined;
  let depth = 0;
  for (let at = text.length - 1; at >= 0; at--) {
    if (text[at] === close) depth++;
    else if (text[at] === open && --depth === 0) {
      const name = text.slice(0, at).trim();
      const note = text.slice(at);
      return name && !COST_SUFFIX.test(note) && !SEASONAL_SUFFIXES.has(note.toLowerCase()) ? { name, note } : undefined;
    }
  }
  return undefined;
}

/** A unit line: '[N x ]<name>[ (points)]'. */
export function unitLine(text: string): { name: string; models: number | null; points: number | null } {
  const count = MODEL_COUNT_PREFIX.exec(text);
  const rest = count ? text.slice(count[0].length) : text;
  const { name, cost } = splitCost(rest);
  return { name, models: count ? Number(count[1]) : null, points: cost };
}

export function isFooter(text: string): boolean {
  return FOOTER_PATTERNS.some((pattern) => pattern.test(text));
}

export function headingOf(text: string): HeadingKind | undefined {
  if (text.length > 60) return undefined;
  const simple = text.replace(HEADING_DECORATION, '').replace(HEADING_POINTS, '').replace(HEADING_DECORATION, '').toLowerCase().replace(/\s+/g, ' ');
  for (const { kind, pattern } of HEADING_PATTERNS) if (pattern.test(simple)) return kind;
  return undefined;
}

/** A separator or decoration-only line ('-----', '==='). */
export function isDecoration(text: string): boolean {
  return text.replace(HEADING_DECORATION, '').length === 0;
}

export function labelOf(text: string): { kind: LabelKind; value: string } | undefined {
  for (const { kind, pattern } of LABEL_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return { kind, value: (match[1] ?? '').trim() };
  }
  return undefined;
}

/**
 * Splits a line of several names: 'A, B and C', 'A / B'. Separators are
 * ', ', ' / ' and ' and '; where ' and ' may belong to a name ('Intercept and Recover'), the
 * split that makes known names wins.
 */
export function splitNames(value: string, isKnown: (name: string) => boolean): string[] {
  const names: string[] = [];
  for (const part of value.split(/\s*[,;]\s*|\s+\/\s+/)) {
    const trimmed = part.trim();
    if (trimmed) names.push(...splitOnAnd(trimmed, isKnown));
  }
  return names;
}

function splitOnAnd(part: string, isKnown: (name: string) => boolean): string[] {
  if (isKnown(part)) return [part];
  const words = part.split(/\s+and\s+/i);
  if (words.length === 1) return [part];
  // Greedy from the left: the shortest known prefix, then the rest.
  for (let take = 1; take < words.length; take++) {
    const head = words.slice(0, take).join(' and ');
    if (isKnown(head)) return [head, ...splitOnAnd(words.slice(take).join(' and '), isKnown)];
  }
  return words.every((word) => !isKnown(word)) && words.length > 1 ? [part] : words;
}
