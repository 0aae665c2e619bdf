// Drag and drop in the builder: units between
// regiments and to or from the auxiliary units (the engine's moveUnit, which
// refuses a move that adds validation errors: its reason is toasted), and
// regiments and auxiliary units reordered. Only the grip handles start a
// drag, so rows still scroll and open on a tap.
import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import type { ListEdit, UnitSlot } from '@scrolldex/rules';
import { GripVertical } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { useBuilder } from './builder-context';
import styles from './builder-dnd.module.css';
import type { DragItem, DropTarget } from './drag-data';

const sameSlot = (a: UnitSlot, b: UnitSlot) =>
  a.kind === b.kind && a.unit === b.unit && (a.kind === 'auxiliary' || (b.kind === 'regiment' && a.regiment === b.regiment));

/** The edit a drop makes, or null when it changes nothing. */
export function dropEdit(item: DragItem, target: DropTarget): ListEdit | null {
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

export function BuilderDnd({ children }: { children: ReactNode }) {
  const { editOrToast } = useBuilder();
  const [dragging, setDragging] = useState<DragItem | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor));
  const onDragStart = ({ active }: DragStartEvent) => setDragging((active.data.current as DragItem | undefined) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const item = active.data.current as DragItem | undefined;
    const target = over?.data.current as DropTarget | undefined;
    if (!item || !target) return;
    const edit = dropEdit(item, target);
    if (edit) editOrToast(edit);
  };
  return (
    <DndContext sensors={sensors} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragging(null)}>
      {children}
      <DragOverlay dropAnimation={null}>
        {dragging && (
          <div className={styles.ghost}>
            <GripVertical size={18} aria-hidden="true" />
            {dragging.name}
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
