import { FOLDER_COLORS, type Folder } from '../../list/folder.js';
import { ok } from '../../shared/result.js';
import { FOLDERS_KEY, isRecord, LISTS_KEY, migrationError, readLegacyMap, type Migration, type StoredRecord } from './stored-data.js';

function colorOf(value: unknown): Folder['color'] {
  return FOLDER_COLORS.find((color) => color === value) ?? 'gray';
}

function idsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * Old folders: an array of { name, color, lists }, or an object keyed by
 * folder name. Entries that are not objects are dropped.
 */
function legacyFolders(value: unknown): StoredRecord[] | undefined {
  if (Array.isArray(value)) return value.filter(isRecord);
  if (isRecord(value)) return (readLegacyMap(value) ?? []).flatMap(([name, folder]) => (isRecord(folder) ? [{ name, ...folder }] : []));
  return undefined;
}

/**
 * 8: folders become full records: an id, timestamps (now) and the deleted
 * flags; fields they already have are kept. Their lists learn their folder.
 */
export const migration8: Migration = {
  version: 8,
  description: 'Give folders ids, timestamps and deleted flags',
  migrate(stored, { now, newId }) {
    const raw = stored[FOLDERS_KEY];
    if (raw === undefined) return ok(stored);
    const old = legacyFolders(raw);
    if (!old) return migrationError(8, `Stored '${FOLDERS_KEY}' is neither an array nor an object.`);
    const folders: Folder[] = old.map((folder) => ({
      id: typeof folder.id === 'string' && folder.id !== '' ? folder.id : newId(),
      name: typeof folder.name === 'string' ? folder.name : '',
      color: colorOf(folder.color),
      lists: idsOf(folder.lists),
      createdAt: typeof folder.createdAt === 'number' ? folder.createdAt : now,
      updatedAt: typeof folder.updatedAt === 'number' ? folder.updatedAt : now,
      deleted: folder.deleted === true,
      deletedAt: typeof folder.deletedAt === 'number' ? folder.deletedAt : null,
    }));
    const lists = stored[LISTS_KEY];
    if (!isRecord(lists)) return ok({ ...stored, [FOLDERS_KEY]: folders });
    const folderOf = new Map<string, string>();
    for (const folder of folders) for (const id of folder.lists) if (!folderOf.has(id)) folderOf.set(id, folder.id);
    const nextLists: StoredRecord = {};
    for (const [id, list] of Object.entries(lists)) {
      nextLists[id] = isRecord(list) && folderOf.has(id) ? { ...list, folderId: folderOf.get(id) } : list;
    }
    return ok({ ...stored, [FOLDERS_KEY]: folders, [LISTS_KEY]: nextLists });
  },
};
