// Event import: every list of a tournament at once (BCP entries). Lists that
// fail to parse are skipped with a warning naming the player; the import
// proceeds only if at least one list parsed.
import type { GameData } from '../model/index.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { ImportError, ParsedListText } from './import-types.js';
import { readListSeason } from './list-season.js';
import { parseListText } from './parse-list.js';

/** The fields of a BCP list entry the import reads. */
export type EventListEntry = {
  armyListText?: string | null;
  user?: { firstName?: string | null; lastName?: string | null } | null;
};

export type EventListWarning = { index: number; playerName: string; message: string };
export type EventList = { index: number; playerName: string; parsed: ParsedListText };
export type EventListsError = { code: 'NO_EVENT_LISTS'; message: string } | ImportError;

export const NO_EVENT_LISTS_MESSAGE = 'No list of the event could be imported.';

/** 'First Last', or 'Player N' when the entry names no one. */
export function playerNameOf(entry: EventListEntry, index: number): string {
  const name = [entry.user?.firstName, entry.user?.lastName]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join(' ');
  return name || `Player ${index + 1}`;
}

/** Parses each entry; each imported list is named after its player. */
export function parseEventLists(
  entries: readonly EventListEntry[],
  data: GameData | null,
): Result<{ lists: EventList[]; warnings: EventListWarning[] }, EventListsError> {
  if (!data) return fail([{ code: 'GAME_DATA_NOT_LOADED', message: 'Game data not loaded.', start: 0, end: 0 }]);
  const lists: EventList[] = [];
  const warnings: EventListWarning[] = [];
  entries.forEach((entry, index) => {
    const playerName = playerNameOf(entry, index);
    const text = typeof entry.armyListText === 'string' ? entry.armyListText : '';
    const parsed = parseListText(text, data);
    if (parsed.ok) {
      lists.push({ index, playerName, parsed: { ...parsed.value, list: { ...parsed.value.list, name: playerName } } });
    } else {
      warnings.push({ index, playerName, message: `Skipped the list of ${playerName}: ${parsed.errors[0]?.message ?? 'Failed to import list.'}` });
    }
  });
  if (lists.length === 0) return fail([{ code: 'NO_EVENT_LISTS', message: NO_EVENT_LISTS_MESSAGE }]);
  return ok({ lists, warnings });
}

/** The season most of an event's lists name ('2025-26'); null when none names one. A tie goes to the season named first. */
export function seasonOfEventLists(entries: readonly EventListEntry[]): string | null {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    const season = typeof entry.armyListText === 'string' ? readListSeason(entry.armyListText) : null;
    if (season !== null) counts.set(season, (counts.get(season) ?? 0) + 1);
  }
  let most: string | null = null;
  for (const [season, count] of counts) if (most === null || count > counts.get(most)!) most = season;
  return most;
}
