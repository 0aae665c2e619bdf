import type { XmlElement } from '../xml/xml-element.js';

/** Which regiment members a count asks about: every listed category and id must hold, no excluded one. */
export type Subject = {
  categories: string[];
  notCategories: string[];
  /** Entry or link ids a member must carry (a unit's link and definition ids both count). */
  ids: string[];
  notIds: string[];
};

/** "At least `atLeast` members of the regiment match `subject`": decided only by the player's list. */
export type CountAtom = { kind: 'count'; subject: Subject; atLeast: number };
/** A condition that is neither static nor about the regiment (a weapon choice, a roster count). */
export type UnknownAtom = { kind: 'unknown'; node: XmlElement };

/**
 * A guard once everything known about the leader has been substituted: a
 * constant, or what is left to decide when the player fills the regiment.
 */
export type Formula = boolean | CountAtom | UnknownAtom | { kind: 'not'; part: Formula } | { kind: 'and' | 'or'; parts: Formula[] };

export function allOf(parts: Iterable<Formula>): Formula {
  const rest: Formula[] = [];
  for (const part of parts) {
    if (part === false) return false;
    if (part !== true) rest.push(part);
  }
  if (rest.length === 0) return true;
  return rest.length === 1 ? rest[0]! : { kind: 'and', parts: rest };
}

export function anyOf(parts: Iterable<Formula>): Formula {
  const rest: Formula[] = [];
  for (const part of parts) {
    if (part === true) return true;
    if (part !== false) rest.push(part);
  }
  if (rest.length === 0) return false;
  return rest.length === 1 ? rest[0]! : { kind: 'or', parts: rest };
}

export function negate(part: Formula): Formula {
  if (typeof part === 'boolean') return !part;
  if (part.kind === 'not') return part.part;
  return { kind: 'not', part };
}

/** "At least `atLeast` members match": constant when the threshold or the possible members decide it. */
export function countAtLeast(subject: Subject | null, atLeast: number): Formula {
  if (atLeast <= 0) return true;
  if (subject === null) return false;
  return { kind: 'count', subject, atLeast };
}

/** Whether any unknown (non-regiment) condition is left in the formula. */
export function hasUnknown(formula: Formula): boolean {
  if (typeof formula === 'boolean') return false;
  switch (formula.kind) {
    case 'unknown':
      return true;
    case 'count':
      return false;
    case 'not':
      return hasUnknown(formula.part);
    default:
      return formula.parts.some(hasUnknown);
  }
}
