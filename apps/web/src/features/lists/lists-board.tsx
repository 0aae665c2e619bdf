// The saved lists and folders in their order, reordered by drag and drop
// (list-building §4): by the handle with a mouse, a long press on touch
// screens (so the page still scrolls), or the keyboard (Space, arrows,
// Right/Left to go into or out of a folder, Space again to drop). While
// dragging, a trash area appears at the foot of the screen.
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
import type { ArmyList, Folder, LibraryEntry, LibraryItem, LibraryPlace } from '@scrolldex/rules';
import { Trash2 } from 'lucide-react';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import { DragHandle } from '../../ui/drag-handle';
import { flattenLibrary, projectDrop, rowKey, type FlatRow } from './drag-projection';
import { FolderRow, type FolderRowAction } from './folder-row';
import { ListRow, type ListRowAction } from './list-row';
import styles from './lists-board.module.css';

/** One indent in px: how far a row is pulled sideways to go into or out of a folder. */
const INDENT = 32;
const TRASH = 'trash';

type ListsBoardProps = {
  view: readonly LibraryEntry[];
  openFolders: ReadonlySet<string>;
  onToggleFolder: (folderId: string) => void;
  showDeleted: boolean;
  onListAction: (action: ListRowAction, list: ArmyList) => void;
  onFolderAction: (action: FolderRowAction, folder: Folder) => void;
  onMove: (item: LibraryItem, place: LibraryPlace) => void;
  onTrash: (item: LibraryItem) => void;
};

/** The trash wins when the pointer is on it; otherwise the nearest row. */
const collision: CollisionDetection = (args) => {
  const onTrash = pointerWithin({ ...args, droppableContainers: args.droppableContainers.filter((container) => container.id === TRASH) });
  if (onTrash.length > 0) return onTrash;
  return closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((container) => container.id !== TRASH) });
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

export function ListsBoard({ view, openFolders, onToggleFolder, showDeleted, onListAction, onFolderAction, onMove, onTrash }: ListsBoardProps) {
  const [active, setActive] = useState<FlatRow | null>(null);
  const [projectedDepth, setProjectedDepth] = useState<0 | 1 | null>(null);
  const rows = useMemo(() => flattenLibrary(view, openFolders, active?.kind === 'folder'), [view, openFolders, active?.kind]);
  const names = useMemo(() => namesOf(view), [view]);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );
  const project = (event: DragMoveEvent | DragEndEvent) =>
    event.over && event.over.id !== TRASH ? projectDrop(rows, String(event.active.id), String(event.over.id), event.delta.x / INDENT) : null;
  const end = () => {
    setActive(null);
    setProjectedDepth(null);
  };
  const announcements: Announcements = {
    onDragStart: ({ active: dragged }) => `Picked up ${names.get(String(dragged.id))}.`,
    onDragOver: ({ active: dragged, over }) =>
      over
        ? over.id === TRASH
          ? `${names.get(String(dragged.id))} is over the trash.`
          : `${names.get(String(dragged.id))} is at ${names.get(String(over.id))}.`
        : undefined,
    onDragEnd: ({ active: dragged, over }) => (over ? `Dropped ${names.get(String(dragged.id))}.` : `${names.get(String(dragged.id))} was not moved.`),
    onDragCancel: ({ active: dragged }) => `Moving ${names.get(String(dragged.id))} was cancelled.`,
  };
  const lists = new Map(view.flatMap((entry) => (entry.kind === 'list' ? [entry.list] : entry.lists)).map((list) => [list.id, list]));
  const folders = new Map(view.flatMap((entry) => (entry.kind === 'folder' ? [[entry.folder.id, entry] as const] : [])));
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      accessibility={{ announcements }}
      onDragStart={(event) => setActive(rows.find((row) => row.key === event.active.id) ?? null)}
      onDragMove={(event) => setProjectedDepth(project(event)?.depth ?? null)}
      onDragCancel={end}
      onDragEnd={(event) => {
        const dragged = rows.find((row) => row.key === event.active.id);
        if (dragged && event.over?.id === TRASH) onTrash({ kind: dragged.kind, id: dragged.id });
        else {
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
                <SortableRow key={row.key} row={row} depth={depth} name={names.get(row.key)!}>
                  {(handle) => (
                    <FolderRow folder={entry.folder} lists={entry.lists} open={row.open} onToggle={onToggleFolder} handle={handle} onAction={onFolderAction} />
                  )}
                </SortableRow>
              );
            }
            const list = lists.get(row.id)!;
            return (
              <SortableRow key={row.key} row={row} depth={depth} name={names.get(row.key)!}>
                {(handle) => <ListRow list={list} handle={handle} showDeleted={showDeleted} onAction={onListAction} />}
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
    if (entry.kind === 'list') names.set(rowKey('list', entry.list.id), `list ${entry.list.name}`);
    else {
      names.set(rowKey('folder', entry.folder.id), `folder ${entry.folder.name}`);
      for (const list of entry.lists) names.set(rowKey('list', list.id), `list ${list.name} in folder ${entry.folder.name}`);
    }
  }
  return names;
}

function SortableRow({ row, depth, name, children }: { row: FlatRow; depth: 0 | 1; name: string; children: (handle: ReactNode) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: row.key });
  const node = useRef<HTMLLIElement | null>(null);
  const setRefs = useCallback(
    (element: HTMLLIElement | null) => {
      node.current = element;
      setNodeRef(element);
    },
    [setNodeRef],
  );
  // dnd-kit computes the shift of each row every frame: it reaches the CSS as custom properties.
  useLayoutEffect(() => {
    const style = node.current?.style;
    if (!style) return;
    style.setProperty('--drag-x', `${Math.round(transform?.x ?? 0)}px`);
    style.setProperty('--drag-y', `${Math.round(transform?.y ?? 0)}px`);
    style.setProperty('--drag-transition', transition ?? 'none');
  }, [transform, transition]);
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
    <li ref={setRefs} className={[styles.item, depth === 1 ? styles.nested : '', isDragging ? styles.dragging : ''].join(' ')}>
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
