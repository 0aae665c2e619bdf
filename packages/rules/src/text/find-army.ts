// The list title (name, points, cap) and the line that names the army.
import { nameKey } from '../shared/name-key.js';
import type { DataIndex } from './import-index.js';
import type { ArmyInference } from './import-types.js';
import { MAX_LINE_LENGTH } from './input-limits.js';
import {
  MAX_NAME_LENGTH,
  PARENT_GROUPINGS,
  POINTS_TITLE_PATTERN,
  TITLE_PATTERN,
  TOTAL_FIRST_TITLE_PATTERN,
  UNDERLINED_TITLE_PATTERN,
} from './line-patterns.js';
import { headingOf, isDecoration, isFooter, labelOf } from './line-parts.js';
import type { SourceLine } from './read-lines.js';

export type Title = {
  /** Index in the lines of the title line. */
  at: number;
  name: string;
  /** Null for a title that states no points (0ctolith's '<name> ===', its points on a 'Points:' line). */
  points: number | null;
  cap: number | null;
  /** Name lines above the title that did not fit in the name. */
  dropped: SourceLine[];
};

export type ArmyHit = {
  /** Index in the lines of the line naming the army. */
  at: number;
  army: string;
  /** What followed the army in a 'Faction | X' header: a formation, or an army of renown missing from the data. */
  rest: string | null;
  /** Set when no line names the army (infer-army.ts); `at` is then the title's index, or -1. */
  inferred?: ArmyInference;
};

const BULLET_START = /^[\u2022*~-]\s/;

function titleOf(line: SourceLine, first: boolean): { name: string; points: number | null; cap: number | null } | undefined {
  const text = line.raw;
  if (text.length > MAX_LINE_LENGTH) return undefined;
  const title = TITLE_PATTERN.exec(text);
  if (title) return { name: title[1]!.trim(), points: Number(title[2]), cap: Number(title[3]) };
  // The shapes below only as the first line: later, a line like them is a unit or a note.
  if (!first) return undefined;
  const totalFirst = TOTAL_FIRST_TITLE_PATTERN.exec(text);
  if (totalFirst) return { name: totalFirst[3]!.trim(), points: Number(totalFirst[1]), cap: Number(totalFirst[2]) };
  const pointsTitle = POINTS_TITLE_PATTERN.exec(text);
  if (pointsTitle) return { name: pointsTitle[1]!.trim(), points: Number(pointsTitle[2]), cap: null };
  const underlined = UNDERLINED_TITLE_PATTERN.exec(text);
  if (underlined) return { name: underlined[1]!.trim(), points: null, cap: null };
  return undefined;
}

/** The title line: the first '<name> N/M pts' before any section, or a New Recruit first line. */
export function findTitle(lines: readonly SourceLine[]): Title | undefined {
  let first = true;
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!;
    if (!line.text) continue;
    const title = titleOf(line, first);
    first = false;
    if (!title) {
      if (headingOf(line.text) || BULLET_START.test(line.text)) return undefined;
      continue;
    }
    const above = lines.slice(0, at).filter((candidate) => candidate.raw.length > 0);
    const full = [...above.map((candidate) => candidate.raw), title.name].filter(Boolean).join(' ');
    if (full.length <= MAX_NAME_LENGTH || above.length === 0) return { at, ...title, name: full, dropped: [] };
    // A long preamble above the title: the line next to the points is the name, the rest is reported.
    const name = title.name || above[above.length - 1]!.raw;
    const dropped = title.name ? above : above.slice(0, -1);
    return { at, ...title, name, dropped };
  }
  return undefined;
}

/** The army a line names: 'Faction', 'Faction | Formation', 'Grand Alliance X | Faction | Formation', 'Faction | Army of Renown'. */
export function armyOfLine(text: string, index: DataIndex): Omit<ArmyHit, 'at'> | undefined {
  if (text.length > MAX_LINE_LENGTH) return undefined;
  const label = labelOf(text);
  const value = label && (label.kind === 'faction' || label.kind === 'armyOfRenown') ? label.value : text;
  if (!value.includes('|')) {
    const army = index.armies.get(nameKey(value));
    return army ? { army, rest: null } : undefined;
  }
  const parts = value
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part && !PARENT_GROUPINGS.some((pattern) => pattern.test(part)));
  const [first, second] = parts;
  if (!first) return undefined;
  if (second) {
    const renown = index.armies.get(nameKey(first) + nameKey(second));
    if (renown) return { army: renown, rest: parts.slice(2).join(' | ') || null };
  }
  const army = index.armies.get(nameKey(first));
  return army ? { army, rest: parts.slice(1).join(' | ') || null } : undefined;
}

/**
 * An army of renown named on a line of its own below the faction line
 * (0ctolith: 'Faction: Kruleboyz' then 'Army of Renown: Kruleboyz - Big
 * Waaagh!'), before the first heading or bullet.
 */
function renownBelow(lines: readonly SourceLine[], from: number, army: string, index: DataIndex): ArmyHit | undefined {
  for (let at = from; at < lines.length; at++) {
    const { text } = lines[at]!;
    if (!text) continue;
    if (headingOf(text) || BULLET_START.test(text)) return undefined;
    const label = labelOf(text);
    if (label?.kind !== 'armyOfRenown') continue;
    const hit = armyOfLine(text, index);
    return hit && hit.army.startsWith(`${army} - `) ? { at, ...hit } : undefined;
  }
  return undefined;
}

/** The first line after the title naming an army (or the army of renown below it); failing that, one above it. */
export function findArmy(lines: readonly SourceLine[], title: Title | undefined, index: DataIndex): ArmyHit | undefined {
  const from = title ? title.at + 1 : 0;
  for (let at = from; at < lines.length; at++) {
    const hit = lines[at]!.text ? armyOfLine(lines[at]!.text, index) : undefined;
    if (hit) return renownBelow(lines, at + 1, hit.army, index) ?? { at, ...hit };
  }
  for (let at = 0; at < from; at++) {
    const hit = lines[at]!.text ? armyOfLine(lines[at]!.text, index) : undefined;
    if (hit) return { at, ...hit };
  }
  return undefined;
}

/** A line that names the army by its form: a 'Faction: X' label or a 'A | B | C' header. */
export function looksLikeArmyLine(text: string): boolean {
  const label = labelOf(text);
  return label ? label.kind === 'faction' || label.kind === 'armyOfRenown' : text.includes('|');
}

/**
 * When no line names an army the data knows: the line that was meant to, so
 * the message can name it. A 'Faction: X' or 'A | B' line of the army block,
 * else its first unlabelled line; the block runs from the title (or the top)
 * to the first heading, bullet or footer. Undefined when the block is empty.
 */
export function findUnknownArmyLine(lines: readonly SourceLine[], title: Title | undefined): SourceLine | undefined {
  let first: SourceLine | undefined;
  for (let at = title ? title.at + 1 : 0; at < lines.length; at++) {
    const line = lines[at]!;
    const { text } = line;
    if (!text || text.length > MAX_LINE_LENGTH || isDecoration(text)) continue;
    if (headingOf(text) || isFooter(text) || BULLET_START.test(text)) break;
    if (looksLikeArmyLine(text)) return line;
    if (!first && !labelOf(text)) first = line;
  }
  return first;
}
