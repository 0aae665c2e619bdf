// Import: army-list text from our export, the official app (layouts A and
// B), Sigdex, New Recruit, 0ctolith, Listbot and other builders (a Markdown
// rendering of any), into list fields, with every line it could not place
// reported and an army no line names inferred and said. Never throws on any text.
import type { GameData } from '../model/index.js';
import { fail, ok, type Result } from '../shared/result.js';
import { detectFormat } from './detect-format.js';
import { findArmy, findTitle, findUnknownArmyLine } from './find-army.js';
import { inferArmy } from './infer-army.js';
import { armyIndex, dataIndex } from './import-index.js';
import { IMPORT_MESSAGES, unknownArmyMessage, type ImportError, type ImportErrorCode, type ParsedListText } from './import-types.js';
import { MAX_LIST_TEXT_LENGTH } from './input-limits.js';
import { ListDraft } from './list-draft.js';
import { readListSeason } from './list-season.js';
import { parseAppText } from './parse-app-text.js';
import { parseListbot } from './parse-listbot.js';
import { readLines, type SourceLine } from './read-lines.js';

function importError(code: ImportErrorCode, text: string): ImportError {
  return { code, message: IMPORT_MESSAGES[code], start: 0, end: text.length };
}

/** No army found: the error names and spans the line meant to name it, when there is one. */
function noArmyError(text: string, line: SourceLine | undefined): ImportError {
  if (!line) return importError('NO_ARMY_FOUND', text);
  return { code: 'NO_ARMY_FOUND', message: unknownArmyMessage(line), start: line.start, end: line.end };
}

function parse(text: string, data: GameData): Result<ParsedListText, ImportError> {
  if (text.length > MAX_LIST_TEXT_LENGTH) return fail([importError('TEXT_TOO_LONG', text)]);
  const read = readLines(text);
  if (!read) return fail([importError('TOO_MANY_LINES', text)]);
  const { lines, metadata } = read;
  const format = detectFormat(lines);
  const index = dataIndex(data);
  const title = format === 'listbot' ? undefined : findTitle(lines);
  const hit = findArmy(lines, title, index) ?? inferArmy(lines, title, index);
  if (!hit) return fail([noArmyError(text, findUnknownArmyLine(lines, title))]);
  const army = armyIndex(data, hit.army);
  if (!army) return fail([importError('NO_ARMY_FOUND', text)]);

  const draft = new ListDraft(army, index, hit.army);
  if (metadata) draft.list.validator = metadata.mode;
  if (format === 'listbot') parseListbot(lines, hit, draft);
  else {
    const skip = new Set<number>([hit.at]);
    if (title) {
      for (let at = 0; at <= title.at; at++) skip.add(at);
      for (const line of title.dropped) draft.reject(line, 'UNRECOGNISED', 'Text above the list title is not part of the list.');
    }
    parseAppText(lines, skip, hit, title, draft);
  }
  const unplaced = [...draft.unplaced].sort((a, b) => a.line - b.line);
  return ok({
    list: draft.finish(),
    format,
    statedPoints: draft.statedPoints,
    metadata,
    unplaced,
    approximate: draft.approximate,
    notes: draft.notes,
    inferred: hit.inferred ?? null,
    season: readListSeason(text),
  });
}

/**
 * Reads an army-list text against the game data. Fails with 'Game data not
 * loaded.' without data, a message naming the limit when the text is longer
 * or has more lines than input-limits.ts allows, 'No valid army found in the
 * list text.' when no line names an army, and 'Failed to import list.' if
 * anything else goes wrong; never throws.
 */
export function parseListText(text: string, data: GameData | null | undefined): Result<ParsedListText, ImportError> {
  if (typeof text !== 'string') return fail([importError('IMPORT_FAILED', '')]);
  if (!data) return fail([importError('GAME_DATA_NOT_LOADED', text)]);
  try {
    return parse(text, data);
  } catch {
    return fail([importError('IMPORT_FAILED', text)]);
  }
}
