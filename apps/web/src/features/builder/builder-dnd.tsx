// Drag and drop in the builder: units between
// regiments and to or from the auxiliary units (the engine's moveUnit, which
// refuses a move that adds validation errors: its reason is toasted), and
// regiments and auxiliary units reordered. Only the grip handles start a
// drag, so rows still scroll and open on a tap. On a desktop, units of the
// catalogue join a place of the list when the engine's catalogueDrop (the
// pickers' own offers and limits) allows it; over a place that refuses, the
// dragged unit says why, and a drop there adds nothing.
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { catalogueDrop, type ArmyList, type ArmyLookup, type ListEdit, type UnitSlot } from '@scrolldex/rules';
import { Ban, GripVertical } from 'lucide-react';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

import { useToast } from '../../shared/use-toast';
import { useBuilder } from './builder-context';
import styles from './builder-dnd.module.css';
import { cataloguePlace, type DragItem, type DropTarget } from './drag-data';
import { refusalText } from './drop-reasons';

const sameSlot = (a: UnitSlot, b: UnitSlot) =>
  a.kind === b.kind && a.unit === b.unit && (a.kind === 'auxiliary' || (b.kind === 'regiment' && a.regiment === b.regiment));

/** The edit a drop makes, or null when it changes nothing. */
export function dropEdit(item: Exclude<DragItem, { kind: 'catalogue' }>, target: DropTarget): ListEdit | null {
  if (target.kind === 'newRegiment' || target.kind === 'terrain') return null;
  if (item.kind === 'regiment') {
    const to = target.kind === 'regiment' ? target.regiment : target.kind === 'unit' && target.slot.kind === 'regiment' ? target.slot.regiment : null;
    return to === null || to === item.regiment ? null : { op: 'moveRegiment', from: item.regiment, to };
  }
  const from = item.slot;
  if (target.kind === 'auxiliary') return from.kind === 'auxiliary' ? null : { op: 'moveUnit', from, to: { kind: 'auxiliary' } };
  if (target.kind === 'regiment') {
    return from.kind === 'regiment' && from.regiment === target.regiment ? null : { op: 'moveUnit', from, to: { kind: 'regiment', regiment: target.regiment } };
  }
  const to = target.slot;
  if (sameSlot(from, to)) return null;
  if (from.kind === 'auxiliary' && to.kind === 'auxiliary') return { op: 'moveAuxiliary', from: from.unit, to: to.unit };
  // Dropped on a row: the unit takes that row's place. Within one container the engine counts
  // the position before the move, so a unit moving down goes one further to land there.
  const sameContainer = from.kind === to.kind && (from.kind === 'auxiliary' || (to.kind === 'regiment' && from.regiment === to.regiment));
  const position = sameContainer && to.unit > from.unit ? to.unit + 1 : to.unit;
  return { op: 'moveUnit', from, to: to.kind === 'auxiliary' ? { kind: 'auxiliary', position } : { kind: 'regiment', regiment: to.regiment, position } };
}

/** Why the place under a dragged catalogue unit refuses it; null while it would take it, or nothing is over a place. */
const DropRefusalContext = createContext<string | null>(null);

/** For a drop target: why the catalogue unit over it may not go there, when it is the one hovered. */
export function useDropRefusal(isOver: boolean): string | null {
  const refusal = useContext(DropRefusalContext);
  return isOver ? refusal : null;
}

const itemOf = (data: { current?: unknown } | undefined) => data?.current as DragItem | undefined;
const targetOf = (data: { current?: unknown } | undefined) => data?.current as DropTarget | undefined;

/**
 * A catalogue unit lands on the place under the pointer (the keyboard's, which has none, on the place its
 * box overlaps most), never on a row: it joins the row's regiment at its foot, as the picker adds.
 */
const collisions: CollisionDetection = (args) => {
  if (itemOf(args.active.data)?.kind !== 'catalogue') return rectIntersection(args);
  const places = { ...args, droppableContainers: args.droppableContainers.filter((container) => targetOf(container.data)?.kind !== 'unit') };
  const under = args.pointerCoordinates ? pointerWithin(places) : [];
  return under.length > 0 ? under : rectIntersection(places);
};

/** The catalogue unit's edit for the target, or why there is none. */
function verdict(list: ArmyList, lookup: ArmyLookup, name: string, target: DropTarget): { edit: ListEdit; refusal: null } | { edit: null; refusal: string } {
  const drop = catalogueDrop(list, lookup, name, cataloguePlace(target));
  return drop.ok ? { edit: drop.value, refusal: null } : { edit: null, refusal: refusalText(drop.errors[0]!) };
}

/** Why the place under a dragged catalogue unit refuses it, or null. */
function refusalOver(list: ArmyList, lookup: ArmyLookup, { active, over }: Pick<DragOverEvent, 'active' | 'over'>): string | null {
  const item = itemOf(active.data);
  const target = targetOf(over?.data);
  return item?.kind === 'catalogue' && target ? verdict(list, lookup, item.name, target).refusal : null;
}

/** What a screen reader hears as a drag goes: a refusing place says why. */
function announcementsFor(list: ArmyList, lookup: ArmyLookup): Announcements {
  const named = (active: DragStartEvent['active']) => itemOf(active.data)?.name ?? 'Item';
  return {
    onDragStart: ({ active }) => `Picked up ${named(active)}.`,
    onDragOver: (event) => {
      if (!event.over) return `${named(event.active)} is over no place.`;
      const why = refusalOver(list, lookup, event);
      return why ? `${named(event.active)} cannot go here: ${why}.` : `${named(event.active)} can be dropped here.`;
    },
    onDragEnd: ({ active, over }) => (over ? `Dropped ${named(active)}.` : `${named(active)} was not dropped.`),
    onDragCancel: ({ active }) => `Put ${named(active)} back.`,
  };
}

type Props = { list: ArmyList; lookup: ArmyLookup; children: ReactNode };

export function BuilderDnd({ list, lookup, children }: Props) {
  const { editOrToast } = useBuilder();
  const toast = useToast();
  const [dragging, setDragging] = useState<DragItem | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor));
  const announcements = useMemo(() => announcementsFor(list, lookup), [list, lookup]);
  const onDragStart = ({ active }: DragStartEvent) => setDragging(itemOf(active.data) ?? null);
  const onDragOver = (event: DragOverEvent) => setRefusal(refusalOver(list, lookup, event));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    setRefusal(null);
    const item = itemOf(active.data);
    const target = targetOf(over?.data);
    if (!item || !target) return;
    if (item.kind === 'catalogue') {
      const { edit, refusal: why } = verdict(list, lookup, item.name, target);
      if (why) toast(`${item.name}: ${why}`, 'error');
      else if (edit && editOrToast(edit)) toast(`+ ${item.name}`);
      return;
    }
    const edit = dropEdit(item, target);
    if (edit) editOrToast(edit);
  };
  const onDragCancel = () => {
    setDragging(null);
    setRefusal(null);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      accessibility={{ announcements }}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
    >
      <DropRefusalContext.Provider value={refusal}>{children}</DropRefusalContext.Provider>
      <DragOverlay dropAnimation={null}>
        {dragging && (
          <div className={[styles.ghost, refusal ? styles.refused : ''].join(' ')}>
            {refusal ? <Ban size={18} aria-hidden="true" /> : <GripVertical size={18} aria-hidden="true" />}
            <span className={styles.ghostText}>
              <span>{dragging.name}</span>
              {refusal && <span className={styles.reason}>{refusal}</span>}
            </span>
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
