// What a builder drag carries and what it is dropped on (dnd-kit `data`):
// units move between regiments and the auxiliaries, regiments and auxiliaries
// reorder. Ids are strings dnd-kit needs; the data says what they mean.
import type { UnitSlot } from '@scrolldex/rules';

export type DragItem = { kind: 'unit'; slot: UnitSlot; name: string } | { kind: 'regiment'; regiment: number; name: string };

export type DropTarget = { kind: 'unit'; slot: UnitSlot } | { kind: 'regiment'; regiment: number } | { kind: 'auxiliary' };

export function slotId(slot: UnitSlot): string {
  return slot.kind === 'auxiliary' ? `auxiliary:${slot.unit}` : `member:${slot.regiment}:${slot.unit}`;
}
