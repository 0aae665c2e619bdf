import type { ListContent } from '../list/army-list.js';
import type { ExportMetadata } from './export-markers.js';
import { MAX_LIST_LINES, MAX_LIST_TEXT_LENGTH } from './input-limits.js';

/** The text layouts the importer recognises. */
export const LIST_TEXT_FORMATS = ['scrolldex', 'app-a', 'app-b', 'sigdex', 'newrecruit', '0ctolith', 'listbot', 'unknown'] as const;
export type ListTextFormat = (typeof LIST_TEXT_FORMATS)[number];

export const IMPORT_MESSAGES = {
  GAME_DATA_NOT_LOADED: 'Game data not loaded.',
  NO_ARMY_FOUND: 'No valid army found in the list text.',
  IMPORT_FAILED: 'Failed to import list.',
  TEXT_TOO_LONG: `The list text is longer than ${MAX_LIST_TEXT_LENGTH} characters, the most a list text may have.`,
  TOO_MANY_LINES: `The list text has more than ${MAX_LIST_LINES} lines, the most a list text may have.`,
} as const;
export type ImportErrorCode = keyof typeof IMPORT_MESSAGES;

/** Lines quoted in a message are cut to this length. */
const QUOTED_LINE_LENGTH = 60;

/** 'No valid army found…' naming the line that should have named the army. */
export function unknownArmyMessage(line: { number: number; raw: string }): string {
  const quoted = line.raw.length > QUOTED_LINE_LENGTH ? `${line.raw.slice(0, QUOTED_LINE_LENGTH - 1)}\u2026` : line.raw;
  return `No valid army found in the list text: line ${line.number}, '${quoted}', names no army in the game data.`;
}

/** Why an import failed; start and end are offsets into the pasted text, for underlining. */
export type ImportError = { code: ImportErrorCode; message: string; start: number; end: number };

export type UnplacedCode =
  | 'UNKNOWN_UNIT'
  | 'AMBIGUOUS_NAME'
  | 'UNKNOWN_OPTION'
  | 'OWNER_UNPLACED'
  | 'NO_UNIT_FOR_OPTION'
  | 'DUPLICATE_ENHANCEMENT'
  | 'UNKNOWN_FORMATION'
  | 'EXTRA_FORMATION'
  | 'UNKNOWN_ARMY_OF_RENOWN'
  | 'UNKNOWN_LORE'
  | 'EXTRA_LORE'
  | 'UNKNOWN_CARD'
  | 'EXTRA_CARD'
  | 'UNKNOWN_REGIMENT_OF_RENOWN'
  | 'EXTRA_REGIMENT_OF_RENOWN'
  | 'UNKNOWN_RENOWN_MEMBER'
  | 'EXTRA_RENOWN_MEMBER'
  | 'UNKNOWN_TERRAIN'
  | 'EXTRA_TERRAIN'
  | 'AFTER_FOOTER'
  | 'LINE_TOO_LONG'
  | 'UNRECOGNISED';

/** A line (or part of one) the importer could not put into the list, and why. */
export type UnplacedLine = {
  /** 1-based line number in the pasted text. */
  line: number;
  /** Offsets of the line in the pasted text. */
  start: number;
  end: number;
  /** The part of the line that was not placed (the whole line, or one name of several). */
  text: string;
  code: UnplacedCode;
  reason: string;
};

/** A name that matched the data only approximately (an app typo, a merged loadout). */
export type ApproximateMatch = { line: number; text: string; matched: string };

/** A player's note the importer left out of a line whose rest it placed. */
export type IgnoredNote = { line: number; start: number; end: number; note: string; message: string };

/**
 * How the army of a text that names it on no line of its own was found: from
 * the list's title, from the one army that owns its battle formation, or from
 * the army most of its units belong to. The message says it for the import
 * report ('Army inferred from the battle formation: Hailstorm Battalion →
 * Stormcast Eternals').
 */
export type ArmyInference = {
  from: 'title' | 'formation' | 'units';
  army: string;
  /** The line that gave it away (the title or the formation); null when it was the units. */
  line: number | null;
  message: string;
};

/** The list fields an import fills; the caller adds id, timestamps and the rest. */
export type ImportedList = ListContent;

export type ParsedListText = {
  list: ImportedList;
  format: ListTextFormat;
  /** The total the text states ('1990/2000 pts'), when it states one. */
  statedPoints: number | null;
  /** Hidden markers of a Scrolldex export, when present and readable. */
  metadata: ExportMetadata | null;
  /** Every non-blank line that did not make it into the list, in text order. */
  unplaced: UnplacedLine[];
  approximate: ApproximateMatch[];
  /** Notes stripped from lines that were placed without them, each with a warning to show. */
  notes: IgnoredNote[];
  /** How the army was found when no line names it; null when one does. */
  inferred: ArmyInference | null;
  /** The season the text's handbook line names ('2025-26'), for offering that season's data release; null when it names none. */
  season: string | null;
};
