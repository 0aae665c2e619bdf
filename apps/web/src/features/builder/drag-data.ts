// What a builder drag carries and what it is dropped on (dnd-kit `data`):
// units move between regiments and the auxiliaries, regiments and auxiliaries
// reorder, and on a desktop a unit of the catalogue joins a place of the list.
// Ids are strings dnd-kit needs; the data says what they mean.
import type { CataloguePlace, UnitSlot } from '@scrolldex/rules';

export type DragItem =
  { kind: 'unit'; slot: UnitSlot; name: string } | { kind: 'regiment'; regiment: number; name: string } | { kind: 'catalogue'; name: string };

export type DropTarget =
  { kind: 'unit'; slot: UnitSlot } | { kind: 'regiment'; regiment: number } | { kind: 'auxiliary' } | { kind: 'newRegiment' } | { kind: 'terrain' };

export function slotId(slot: UnitSlot): string {
  return slot.kind === 'auxiliary' ? `auxiliary:${slot.unit}` : `member:${slot.regiment}:${slot.unit}`;
}

/** The place of the list a catalogue unit dropped on `target` goes: a unit row stands for its regiment or the auxiliaries. */
export function cataloguePlace(target: DropTarget): CataloguePlace {
  if (target.kind !== 'unit') return target;
  return target.slot.kind === 'auxiliary' ? { kind: 'auxiliary' } : { kind: 'regiment', regiment: target.slot.regiment };
}
