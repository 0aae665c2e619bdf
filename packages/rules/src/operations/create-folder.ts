import { FOLDER_COLORS, type Folder, type FolderColor } from '../list/folder.js';
import { fail, ok, type Result } from '../shared/result.js';
import { folderNameKey, validateFolderName, type FolderNameError } from './folder-name.js';
import { generateFolderName, randomFolderColor } from './generate-folder-name.js';

export type FolderColorError = { code: 'FOLDER_COLOR_INVALID'; message: string };

export type CreateFolderInput = {
  id: string;
  now: number;
  /** A random value in [0, 1) for the colour (and a generated name's fallback). */
  random: number;
  /** Every stored folder, for unique names. */
  folders: readonly Pick<Folder, 'id' | 'name' | 'deleted'>[];
  /** Without one the folder gets a generated name ('New Folder'). */
  name?: string;
  color?: FolderColor;
};

function checkColor(color: string): Result<FolderColor, FolderColorError> {
  const known = FOLDER_COLORS.find((candidate) => candidate === color);
  if (known) return ok(known);
  return fail([{ code: 'FOLDER_COLOR_INVALID', message: `Folder colour must be one of: ${FOLDER_COLORS.join(', ')}.` }]);
}

/** A new empty folder; 'New Folder' and 'Move to Folder' with a new name both make one. */
export function createFolder(input: CreateFolderInput): Result<Folder, FolderNameError | FolderColorError> {
  const names = input.folders.filter((folder) => !folder.deleted).map((folder) => folder.name);
  const name = validateFolderName(input.name ?? generateFolderName(input.now, input.random, names), input.folders);
  if (!name.ok) return name;
  const color = checkColor(input.color ?? randomFolderColor(input.random));
  if (!color.ok) return color;
  return ok({
    id: input.id,
    name: name.value,
    color: color.value,
    lists: [],
    createdAt: input.now,
    updatedAt: input.now,
    deleted: false,
    deletedAt: null,
  });
}

/** The folder edit dialog's save: name and colour both required and valid, else nothing changes. */
export function editFolder(
  folder: Folder,
  changes: { name: string; color: string },
  folders: readonly Pick<Folder, 'id' | 'name' | 'deleted'>[],
  now: number,
): Result<Folder, FolderNameError | FolderColorError> {
  const name = validateFolderName(changes.name, folders, folder.id);
  if (!name.ok) return name;
  const color = checkColor(changes.color);
  if (!color.ok) return color;
  if (name.value === folder.name && color.value === folder.color) return ok(folder);
  return ok({ ...folder, name: name.value, color: color.value, updatedAt: now });
}

/** 'Move to Folder' by name: the existing folder of that name (case-blind), else a new one. */
export function findOrCreateFolder(
  name: string,
  folders: readonly Folder[],
  input: Omit<CreateFolderInput, 'name' | 'folders' | 'color'>,
): Result<{ folder: Folder; created: boolean }, FolderNameError | FolderColorError> {
  const key = folderNameKey(name);
  const existing = folders.find((folder) => !folder.deleted && folderNameKey(folder.name) === key);
  if (existing) return ok({ folder: existing, created: false });
  const created = createFolder({ ...input, name, folders });
  return created.ok ? ok({ folder: created.value, created: true }) : created;
}
