import { describe, expect, it } from 'vitest';

import { dropEdit } from './builder-dnd';

const member = (regiment: number, unit: number) => ({ kind: 'regiment', regiment, unit }) as const;
const auxiliary = (unit: number) => ({ kind: 'auxiliary', unit }) as const;
const unit = (slot: ReturnType<typeof member> | ReturnType<typeof auxiliary>) => ({ kind: 'unit', slot, name: 'Liberators' }) as const;

describe('dropEdit', () => {
  it('moves a unit onto another regiment card (last) or the auxiliary box', () => {
    expect(dropEdit(unit(member(0, 1)), { kind: 'regiment', regiment: 2 })).toEqual({
      op: 'moveUnit',
      from: member(0, 1),
      to: { kind: 'regiment', regiment: 2 },
    });
    expect(dropEdit(unit(member(0, 1)), { kind: 'auxiliary' })).toEqual({ op: 'moveUnit', from: member(0, 1), to: { kind: 'auxiliary' } });
    expect(dropEdit(unit(auxiliary(0)), { kind: 'regiment', regiment: 1 })).toEqual({
      op: 'moveUnit',
      from: auxiliary(0),
      to: { kind: 'regiment', regiment: 1 },
    });
  });

  it("puts a unit dropped on a row in that row's place, counting the engine's positions before the move", () => {
    // Into another regiment: before the row.
    expect(dropEdit(unit(member(0, 0)), { kind: 'unit', slot: member(1, 1) })).toEqual({
      op: 'moveUnit',
      from: member(0, 0),
      to: { kind: 'regiment', regiment: 1, position: 1 },
    });
    // Down within its regiment: one further, so it lands on the row's place.
    expect(dropEdit(unit(member(0, 0)), { kind: 'unit', slot: member(0, 2) })).toEqual({
      op: 'moveUnit',
      from: member(0, 0),
      to: { kind: 'regiment', regiment: 0, position: 3 },
    });
    expect(dropEdit(unit(member(0, 2)), { kind: 'unit', slot: member(0, 0) })).toEqual({
      op: 'moveUnit',
      from: member(0, 2),
      to: { kind: 'regiment', regiment: 0, position: 0 },
    });
    expect(dropEdit(unit(member(0, 2)), { kind: 'unit', slot: auxiliary(1) })).toEqual({
      op: 'moveUnit',
      from: member(0, 2),
      to: { kind: 'auxiliary', position: 1 },
    });
  });

  it('reorders auxiliaries and regiments', () => {
    expect(dropEdit(unit(auxiliary(0)), { kind: 'unit', slot: auxiliary(2) })).toEqual({ op: 'moveAuxiliary', from: 0, to: 2 });
    expect(dropEdit({ kind: 'regiment', regiment: 0, name: 'Regiment 1' }, { kind: 'regiment', regiment: 2 })).toEqual({ op: 'moveRegiment', from: 0, to: 2 });
    expect(dropEdit({ kind: 'regiment', regiment: 3, name: 'Regiment 3' }, { kind: 'unit', slot: member(1, 0) })).toEqual({
      op: 'moveRegiment',
      from: 3,
      to: 1,
    });
  });

  it('does nothing for a drop where the item already is', () => {
    expect(dropEdit(unit(member(0, 1)), { kind: 'regiment', regiment: 0 })).toBeNull();
    expect(dropEdit(unit(member(0, 1)), { kind: 'unit', slot: member(0, 1) })).toBeNull();
    expect(dropEdit(unit(auxiliary(1)), { kind: 'auxiliary' })).toBeNull();
    expect(dropEdit({ kind: 'regiment', regiment: 1, name: 'Regiment 1' }, { kind: 'regiment', regiment: 1 })).toBeNull();
    expect(dropEdit({ kind: 'regiment', regiment: 1, name: 'Regiment 1' }, { kind: 'auxiliary' })).toBeNull();
  });
});
