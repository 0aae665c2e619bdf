import type { Folder } from '../list/folder.js';
import { fail, ok, type Result } from '../shared/result.js';
import { characterCount } from './list-name.js';

/** The same limit as list names (docs/decisions.md, "Folder names"): it keeps rows readable. */
export const FOLDER_NAME_MAX_LENGTH = 100;

export type FolderNameError =
  { code: 'FOLDER_NAME_REQUIRED'; message: string } | { code: 'FOLDER_NAME_TOO_LONG'; message: string } | { code: 'FOLDER_NAME_TAKEN'; message: string };

/** The UI identifies folders by name, so names compare trimmed and case-blind. */
export function folderNameKey(name: string): string {
  return name.trim().normalize('NFC').toLowerCase();
}

/**
 * A folder name for create or rename: trimmed, required, and unique among
 * the folders that are not soft-deleted (the folder being renamed aside).
 */
export function validateFolderName(
  name: string,
  folders: readonly Pick<Folder, 'id' | 'name' | 'deleted'>[],
  renamingId: string | null = null,
): Result<string, FolderNameError> {
  const trimmed = name.trim();
  if (trimmed === '') return fail([{ code: 'FOLDER_NAME_REQUIRED', message: 'Folder name is required.' }]);
  if (characterCount(trimmed) > FOLDER_NAME_MAX_LENGTH) {
    return fail([{ code: 'FOLDER_NAME_TOO_LONG', message: `Folder name must be at most ${FOLDER_NAME_MAX_LENGTH} characters.` }]);
  }
  const key = folderNameKey(trimmed);
  const clash = folders.find((folder) => !folder.deleted && folder.id !== renamingId && folderNameKey(folder.name) === key);
  if (clash) return fail([{ code: 'FOLDER_NAME_TAKEN', message: `A folder named '${clash.name}' already exists.` }]);
  return ok(trimmed);
}
