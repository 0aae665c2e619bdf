// Where a dragged row lands. The Lists tab shows one flat column: top-level
// lists and rosters, folder headers and what open folders hold one step in. After the
// drag, the row's neighbours and how far it was pulled sideways (in steps of
// one indent) say whether it sits at the top level or in a folder, and where.
import type { LibraryEntry, LibraryItem, LibraryPlace, MemberEntry } from '@scrolldex/rules';

export type FlatRow = {
  /** 'list:<id>', 'roster:<id>' or 'folder:<id>': unique among rows. */
  key: string;
  kind: LibraryItem['kind'];
  id: string;
  depth: 0 | 1;
  /** The folder a list or roster row is in (null at the top level and for folders). */
  folderId: string | null;
  /** Folder rows: whether what it holds is shown below it. */
  open: boolean;
};

export const rowKey = (kind: FlatRow['kind'], id: string) => `${kind}:${id}`;

/** The id of a list or roster. */
export const memberId = (entry: MemberEntry) => (entry.kind === 'list' ? entry.list.id : entry.roster.id);

function memberRow(entry: MemberEntry, folderId: string | null): FlatRow {
  const id = memberId(entry);
  return { key: rowKey(entry.kind, id), kind: entry.kind, id, depth: folderId === null ? 0 : 1, folderId, open: false };
}

/** The rows as shown; while a folder is dragged, every folder shows closed. */
export function flattenLibrary(view: readonly LibraryEntry[], openFolders: ReadonlySet<string>, foldersClosed = false): FlatRow[] {
  return view.flatMap((entry): FlatRow[] => {
    if (entry.kind !== 'folder') return [memberRow(entry, null)];
    const open = !foldersClosed && openFolders.has(entry.folder.id);
    const header: FlatRow = { key: rowKey('folder', entry.folder.id), kind: 'folder', id: entry.folder.id, depth: 0, folderId: null, open };
    if (!open) return [header];
    return [header, ...entry.members.map((member) => memberRow(member, entry.folder.id))];
  });
}

export type Projection = { item: LibraryItem; place: LibraryPlace; depth: 0 | 1 };

function arrayMove<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}

/**
 * The drop of `activeKey` over `overKey`, pulled `steps` indents sideways
 * (positive to the right). A list or roster right under an open folder's
 * header or between what it holds is in that folder; at a folder's edge the
 * sideways pull decides; pulled right under a closed folder it goes last into
 * it. Folders stay at the top level.
 */
export function projectDrop(rows: readonly FlatRow[], activeKey: string, overKey: string, steps: number): Projection | null {
  const from = rows.findIndex((row) => row.key === activeKey);
  const to = rows.findIndex((row) => row.key === overKey);
  if (from === -1 || to === -1) return null;
  const active = rows[from]!;
  const moved = arrayMove(rows, from, to);
  const before = moved.slice(0, to);
  const topIndex = before.filter((row) => row.depth === 0).length;
  if (active.kind === 'folder') return { item: { kind: 'folder', id: active.id }, place: { folderId: null, index: topIndex }, depth: 0 };
  const previous = moved[to - 1];
  const next = moved[to + 1];
  const maxDepth = previous ? (previous.kind === 'folder' ? 1 : previous.depth) : 0;
  const minDepth = next !== undefined && next.kind !== 'folder' && next.depth === 1 ? 1 : 0;
  const depth = Math.min(maxDepth, Math.max(minDepth, active.depth + Math.round(steps))) as 0 | 1;
  const item: LibraryItem = { kind: active.kind, id: active.id };
  if (depth === 0 || !previous) return { item, place: { folderId: null, index: topIndex }, depth: 0 };
  const folderId = previous.kind === 'folder' ? previous.id : previous.folderId!;
  if (previous.kind === 'folder' && !previous.open) return { item, place: { folderId, index: Number.MAX_SAFE_INTEGER }, depth: 1 };
  const index = before.filter((row) => row.kind !== 'folder' && row.folderId === folderId).length;
  return { item, place: { folderId, index }, depth: 1 };
}
