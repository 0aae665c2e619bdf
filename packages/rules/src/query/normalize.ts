// Text and number normalisation shared by the search index and the query
// compiler. These run on game data and on already-lexed values, never as a
// lexer over raw query text.

import { foldText } from '../shared/fold-text.js';

const MARKUP = /\*\*|\^\^/g;
/**
 * A run of whitespace that is not one plain space: it starts with another space character, or is a space and more.
 * Rules text is mostly single spaces, and replacing each with itself was most of the search index's text work.
 */
const WHITESPACE_TO_SPACE = /(?! )\s+| \s+/g;

/** Rules text as searched: markup (`**bold**`, `^^KEYWORD^^`) dropped, folded, single-spaced. */
export function searchableText(text: string): string {
  return foldText(text.replace(MARKUP, '')).replace(WHITESPACE_TO_SPACE, ' ').trim();
}

const DICE = /^(\d*)d(\d+)(?:([+-])(\d+))?$/;

/**
 * The number in a printed characteristic: '5"' -> 5, '3+' -> 3, '-2' -> -2.
 * Dice expressions count as their average ('D6' -> 3.5, '2D6+3' -> 10).
 * '-', empty and anything else unreadable give null.
 */
export function parseStat(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  let text = raw.trim().toLowerCase();
  while (text.endsWith('"') || text.endsWith('+') || text.endsWith('”')) text = text.slice(0, -1).trim();
  if (text === '' || text === '-') return null;
  const plain = Number(text);
  if (Number.isFinite(plain)) return plain;
  const dice = DICE.exec(text);
  if (!dice) return null;
  const count = dice[1] === '' ? 1 : Number(dice[1]);
  const average = (count * (Number(dice[2]) + 1)) / 2;
  const modifier = dice[4] === undefined ? 0 : Number(dice[4]) * (dice[3] === '-' ? -1 : 1);
  return average + modifier;
}

/** URL-hash slug of a section name: 'Artefacts of Power' -> 'artefacts-of-power'. */
export function sectionSlug(name: string): string {
  return foldText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
