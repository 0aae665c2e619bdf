import type { GameData } from '../model/game-data.js';
import { defaultImportName, importToList } from '../text/import-to-list.js';
import { MAX_LIST_TEXT_LENGTH } from '../text/input-limits.js';
import { parseListText } from '../text/parse-list.js';
import { decodeShareLink } from '../text/share-link.js';
import type { OpponentList } from './game.js';

/** Why a pasted opponent's list was kept as text: the code of the importer's or the link's error, and its sentence. */
export type OpponentListProblem = { code: string; message: string };

export type ReadOpponentList = {
  /** The list as one of ours, or the text as pasted when it would not import; null for an empty paste. */
  list: OpponentList | null;
  problem: OpponentListProblem | null;
};

// An import link: anything up to '/import/', then the list's segment to the end (a query or fragment left out).
const IMPORT_LINK = /\/import\/([^/?#\s]+)\/?(?:[?#]\S*)?$/;

/**
 * The opponent's list from what the player pasted in the New game form: an
 * import link (its list decoded) or a list text in any shape the importer
 * reads, imported as one of ours so their battle view can be built; kept as
 * text, with the reason, when it does not read. Never throws.
 */
export function readOpponentList(pasted: string, data: GameData, { id, now }: { id: string; now: number }): ReadOpponentList {
  const trimmed = pasted.trim();
  if (trimmed === '') return { list: null, problem: null };
  const kept = (problem: OpponentListProblem): ReadOpponentList => ({ list: { kind: 'text', text: trimmed.slice(0, MAX_LIST_TEXT_LENGTH) }, problem });
  const link = IMPORT_LINK.exec(trimmed);
  let text = trimmed;
  if (link && !trimmed.includes('\n')) {
    const decoded = decodeShareLink(link[1]!);
    if (!decoded.ok) return kept(decoded.errors[0]!);
    text = decoded.value;
  }
  const parsed = parseListText(text, data);
  if (!parsed.ok) return kept(parsed.errors[0]!);
  const imported = importToList(parsed.value.list, { id, now, name: defaultImportName(parsed.value.list) });
  if (!imported.ok) return kept({ code: imported.errors[0]!.code, message: imported.errors[0]!.message });
  return { list: { kind: 'list', list: imported.value }, problem: null };
}
