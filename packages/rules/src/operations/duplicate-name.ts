import { LIST_NAME_MAX_LENGTH } from './list-name.js';

type NamedList = { name: string; deleted?: boolean };

/** Names compare trimmed and case-blind, so 'X (copy)' blocks 'X (Copy)' too. */
function comparable(name: string): string {
  return name.trim().normalize('NFC').toLowerCase();
}

/** Cuts the base so base + suffix fits the list-name limit, never splitting a character. */
function fitted(base: string, suffix: string): string {
  const room = LIST_NAME_MAX_LENGTH - [...suffix].length;
  const chars = [...base];
  return (chars.length <= room ? base : chars.slice(0, room).join('').trimEnd()) + suffix;
}

/**
 * The name of a copy (docs/decisions.md, "Copies never collide"): 'X (Copy)' when no list that is not
 * soft-deleted has it, otherwise 'X (Copy N)' with the smallest N >= 2 free.
 * Never a collision, and always a valid list name: a long X is shortened to
 * make room for the suffix.
 */
export function duplicateName(name: string, existing: readonly NamedList[]): string {
  const base = name.trim();
  const taken = new Set(existing.filter((list) => !list.deleted).map((list) => comparable(list.name)));
  const first = fitted(base, base === '' ? '(Copy)' : ' (Copy)');
  if (!taken.has(comparable(first))) return first;
  for (let n = 2; ; n++) {
    const candidate = fitted(base, base === '' ? `(Copy ${n})` : ` (Copy ${n})`);
    if (!taken.has(comparable(candidate))) return candidate;
  }
}
