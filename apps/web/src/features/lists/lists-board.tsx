// The saved lists, campaign rosters and folders in their order, reordered by drag and drop:
// by the handle with a mouse, a long press on touch
// screens (so the page still scrolls), or the keyboard (Space, arrows,
// Right/Left to go into or out of a folder, Space again to drop). A list or
// roster dropped on a folder's row goes into it, last (the row stays put under the
// pointer). While dragging, a trash area appears at the foot of the screen.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ArmyList, CampaignRoster, Folder, LibraryEntry, LibraryItem, LibraryPlace } from '@scrolldex/rules';
import { Trash2 } from 'lucide-react';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import { DragHandle } from '../../ui/drag-handle';
import { RosterRow, type RosterRowAction } from '../rosters';
import { flattenLibrary, memberId, projectDrop, rowKey, type FlatRow } from './drag-projection';
import { FolderRow, type FolderRowAction } from './folder-row';
import { ListRow, type ListRowAction } from './list-row';
import styles from './lists-board.module.css';

/** One indent in px: how far a row is pulled sideways to go into or out of a folder. */
const INDENT = 32;
const TRASH = 'trash';
/** The id of a folder row as a target to drop a list or roster into. */
const INTO_FOLDER = 'into:';
const intoFolderId = (folderId: string) => `${INTO_FOLDER}${folderId}`;
const isIntoFolder = (id: string | number) => String(id).startsWith(INTO_FOLDER);

type ListsBoardProps = {
  view: readonly LibraryEntry[];
  openFolders: ReadonlySet<string>;
  onToggleFolder: (folderId: string) => void;
  showDeleted: boolean;
  onListAction: (action: ListRowAction, list: ArmyList) => void;
  onRosterAction: (action: RosterRowAction, roster: CampaignRoster) => void;
  onFolderAction: (action: FolderRowAction, folder: Folder) => void;
  onMove: (item: LibraryItem, place: LibraryPlace) => void;
  onTrash: (item: LibraryItem) => void;
};

/** The trash wins when the pointer is on it, then a folder row the pointer is on; otherwise the nearest row. */
const collision: CollisionDetection = (args) => {
  const under = (wanted: (id: string | number) => boolean) =>
    pointerWithin({ ...args, droppableContainers: args.droppableContainers.filter((container) => wanted(container.id)) });
  const onTrash = under((id) => id === TRASH);
  if (onTrash.length > 0) return onTrash;
  const onFolder = under(isIntoFolder);
  if (onFolder.length > 0) return onFolder;
  return closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((container) => container.id !== TRASH && !isIntoFolder(container.id)) });
};

/** Up and down move between rows; Right and Left pull the row one indent into or out of a folder. */
const keyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  if (event.code === 'ArrowRight' || event.code === 'ArrowLeft') {
    event.preventDefault();
    const { currentCoordinates } = args;
    return { x: currentCoordinates.x + (event.code === 'ArrowRight' ? INDENT : -INDENT), y: currentCoordinates.y };
  }
  return sortableKeyboardCoordinates(event, args);
};

export function ListsBoard({ view, openFolders, onToggleFolder, showDeleted, onListAction, onRosterAction, onFolderAction, onMove, onTrash }: ListsBoardProps) {
  const [active, setActive] = useState<FlatRow | null>(null);
  // A list or roster dragged by pointer can be dropped on a folder's row; the keyboard goes into a folder with Right instead.
  const [pointerDrag, setPointerDrag] = useState(false);
  // Over a folder's row no row moves aside, so dnd-kit leaves the dragged row at home: it follows the pointer by this.
  const [intoDelta, setIntoDelta] = useState<Delta | null>(null);
  const [projectedDepth, setProjectedDepth] = useState<0 | 1 | null>(null);
  const rows = useMemo(() => flattenLibrary(view, openFolders, active?.kind === 'folder'), [view, openFolders, active?.kind]);
  const names = useMemo(() => namesOf(view), [view]);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );
  const project = (event: DragMoveEvent | DragEndEvent) =>
    event.over && event.over.id !== TRASH && !isIntoFolder(event.over.id)
      ? projectDrop(rows, String(event.active.id), String(event.over.id), event.delta.x / INDENT)
      : null;
  const end = () => {
    setActive(null);
    setIntoDelta(null);
    setProjectedDepth(null);
  };
  const announcements: Announcements = {
    onDragStart: ({ active: dragged }) => `Picked up ${names.get(String(dragged.id))}.`,
    onDragOver: ({ active: dragged, over }) => {
      if (!over) return undefined;
      const name = names.get(String(dragged.id));
      if (over.id === TRASH) return `${name} is over the trash.`;
      if (isIntoFolder(over.id)) return `${name} is over ${names.get(rowKey('folder', String(over.id).slice(INTO_FOLDER.length)))}: drop to put it inside.`;
      return `${name} is at ${names.get(String(over.id))}.`;
    },
    onDragEnd: ({ active: dragged, over }) => (over ? `Dropped ${names.get(String(dragged.id))}.` : `${names.get(String(dragged.id))} was not moved.`),
    onDragCancel: ({ active: dragged }) => `Moving ${names.get(String(dragged.id))} was cancelled.`,
  };
  const members = new Map(
    view.flatMap((entry) => (entry.kind === 'folder' ? entry.members : [entry])).map((entry) => [rowKey(entry.kind, memberId(entry)), entry]),
  );
  const folders = new Map(view.flatMap((entry) => (entry.kind === 'folder' ? [[entry.folder.id, entry] as const] : [])));
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      accessibility={{ announcements }}
      onDragStart={(event) => {
        setActive(rows.find((row) => row.key === event.active.id) ?? null);
        setPointerDrag(!(event.activatorEvent instanceof KeyboardEvent));
      }}
      onDragMove={(event) => {
        setProjectedDepth(project(event)?.depth ?? null);
        setIntoDelta(event.over && isIntoFolder(event.over.id) ? { x: event.delta.x, y: event.delta.y } : null);
      }}
      onDragCancel={end}
      onDragEnd={(event) => {
        const dragged = rows.find((row) => row.key === event.active.id);
        if (dragged && event.over?.id === TRASH) onTrash({ kind: dragged.kind, id: dragged.id });
        else if (dragged && event.over && isIntoFolder(event.over.id)) {
          onMove({ kind: dragged.kind, id: dragged.id }, { folderId: String(event.over.id).slice(INTO_FOLDER.length), index: Number.MAX_SAFE_INTEGER });
        } else {
          const projection = project(event);
          if (projection) onMove(projection.item, projection.place);
        }
        end();
      }}
    >
      <SortableContext items={rows.map((row) => row.key)} strategy={verticalListSortingStrategy}>
        <ul className={styles.rows} aria-label="Saved lists and folders">
          {rows.map((row) => {
            const depth = active?.key === row.key && projectedDepth !== null ? projectedDepth : row.depth;
            if (row.kind === 'folder') {
              const entry = folders.get(row.id)!;
              return (
                <SortableRow
                  key={row.key}
                  row={row}
                  depth={depth}
                  name={names.get(row.key)!}
                  takesLists={pointerDrag && active !== null && active.kind !== 'folder'}
                >
                  {(handle) => (
                    <FolderRow
                      folder={entry.folder}
                      lists={entry.lists}
                      rosters={entry.rosters}
                      open={row.open}
                      onToggle={onToggleFolder}
                      handle={handle}
                      onAction={onFolderAction}
                    />
                  )}
                </SortableRow>
              );
            }
            const member = members.get(row.key)!;
            return (
              <SortableRow key={row.key} row={row} depth={depth} name={names.get(row.key)!} draggedBy={active?.key === row.key ? intoDelta : null}>
                {(handle) =>
                  member.kind === 'list' ? (
                    <ListRow list={member.list} handle={handle} showDeleted={showDeleted} onAction={onListAction} />
                  ) : (
                    <RosterRow roster={member.roster} handle={handle} onAction={onRosterAction} />
                  )
                }
              </SortableRow>
            );
          })}
        </ul>
      </SortableContext>
      {active && <TrashZone />}
    </DndContext>
  );
}

function namesOf(view: readonly LibraryEntry[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const entry of view) {
    if (entry.kind !== 'folder') {
      names.set(rowKey(entry.kind, memberId(entry)), entry.kind === 'list' ? `list ${entry.list.name}` : `roster ${entry.roster.name}`);
      continue;
    }
    names.set(rowKey('folder', entry.folder.id), `folder ${entry.folder.name}`);
    for (const member of entry.members) {
      const name = member.kind === 'list' ? `list ${member.list.name}` : `roster ${member.roster.name}`;
      names.set(rowKey(member.kind, memberId(member)), `${name} in folder ${entry.folder.name}`);
    }
  }
  return names;
}

type Delta = { x: number; y: number };

type SortableRowProps = {
  row: FlatRow;
  depth: 0 | 1;
  name: string;
  /** A folder's row while a list or roster is dragged: dropping it on the row puts it inside. */
  takesLists?: boolean;
  /** The dragged row's shift when dnd-kit gives it none (over a folder's row). */
  draggedBy?: Delta | null;
  children: (handle: ReactNode) => ReactNode;
};

function SortableRow({ row, depth, name, takesLists = false, draggedBy = null, children }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: row.key });
  const into = useDroppable({ id: intoFolderId(row.id), disabled: !takesLists });
  const node = useRef<HTMLLIElement | null>(null);
  const setIntoRef = into.setNodeRef;
  const setRefs = useCallback(
    (element: HTMLLIElement | null) => {
      node.current = element;
      setNodeRef(element);
      setIntoRef(element);
    },
    [setNodeRef, setIntoRef],
  );
  // dnd-kit computes the shift of each row every frame: it reaches the CSS as custom properties.
  useLayoutEffect(() => {
    const style = node.current?.style;
    if (!style) return;
    const shift = draggedBy ?? transform;
    style.setProperty('--drag-x', `${Math.round(shift?.x ?? 0)}px`);
    style.setProperty('--drag-y', `${Math.round(shift?.y ?? 0)}px`);
    style.setProperty('--drag-transition', transition ?? 'none');
  }, [draggedBy, transform, transition]);
  const handle = (
    <DragHandle
      label={`Drag ${name}`}
      attributes={attributes}
      listeners={listeners}
      activatorRef={setActivatorNodeRef}
      width="wide"
      className={styles.handle}
    />
  );
  return (
    <li
      ref={setRefs}
      className={[styles.item, depth === 1 ? styles.nested : '', isDragging ? styles.dragging : '', takesLists && into.isOver ? styles.dropInto : ''].join(' ')}
    >
      {children(handle)}
    </li>
  );
}

function TrashZone() {
  const { setNodeRef, isOver } = useDroppable({ id: TRASH });
  return (
    <div ref={setNodeRef} className={[styles.trash, isOver ? styles.trashOver : ''].join(' ')} role="region" aria-label="Trash">
      <Trash2 size={22} aria-hidden="true" />
      Drop here to delete
    </div>
  );
}
