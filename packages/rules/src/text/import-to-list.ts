// Confirm Import: the parsed list text becomes a saved list under the name
// the player confirmed.
import type { ArmyList } from '../list/army-list.js';
import { characterCount, LIST_NAME_MAX_LENGTH, validateListName, type ListNameError } from '../operations/list-name.js';
import { newListRecord } from '../operations/new-list-record.js';
import { ok, type Result } from '../shared/result.js';
import type { ImportedList } from './import-types.js';

export type ImportToListInput = {
  id: string;
  /** Epoch milliseconds: the new list's creation and change time. */
  now: number;
  /** The name the player confirmed; trimmed, 1 to 100 characters. */
  name: string;
  /** Event lists are imported locked. */
  locked?: boolean;
  folderId?: string | null;
  /** The data release the list was read against, when the player chose to pin it. */
  dataRef?: string | null;
};

/**
 * The name the Confirm Import dialog starts with: the roster name of the text,
 * else (a Listbot list, a bare '1990/2000 pts' title) the army's name; cut to
 * the longest name a list may have.
 */
export function defaultImportName(list: Pick<ImportedList, 'name' | 'faction'>): string {
  const name = list.name.replace(/\s+/g, ' ').trim() || list.faction;
  if (characterCount(name) <= LIST_NAME_MAX_LENGTH) return name;
  return Array.from(name).slice(0, LIST_NAME_MAX_LENGTH).join('').trim();
}

/** A new list from an import: new id and timestamps, nothing cached, not deleted; fails on an invalid name. */
export function importToList(imported: ImportedList, input: ImportToListInput): Result<ArmyList, ListNameError> {
  const name = validateListName(input.name);
  if (!name.ok) return name;
  return ok(
    newListRecord({ ...imported, name: name.value }, { id: input.id, now: input.now, locked: input.locked, folderId: input.folderId, dataRef: input.dataRef }),
  );
}
