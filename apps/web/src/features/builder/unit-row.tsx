// One unit of the list: name and badges (general, reinforced, enhancements,
// wizard and priest levels, seasonal variant, Legends), points, its issues
// with their fixes, and its controls: drag handle, general mark (leaders),
// add another, delete. A click opens its options sheet. Memoised on the list
// unit object: an edit elsewhere leaves this row's object, so the row, alone.
import { useDraggable, useDroppable } from '@dnd-kit/core';
import {
  casterLevels,
  enhancementCount,
  enhancementPoints,
  seasonalVariant,
  unitPoints,
  type ArmyLookup,
  type IssueNote,
  type ListUnit,
  type Unit,
  type UnitRef,
} from '@scrolldex/rules';
import { Crown, Plus, Sparkles, Trash2 } from 'lucide-react';
import { memo, useMemo } from 'react';

import { useToast } from '../../shared/use-toast';
import { Badge } from '../../ui/badge';
import { IconButton } from '../../ui/button';
import { DragHandle } from '../../ui/drag-handle';
import { useBuilder } from './builder-context';
import { slotId, type DragItem, type DropTarget } from './drag-data';
import { IssueNotes } from './issue-notes';
import styles from './unit-row.module.css';

type Props = {
  kind: UnitRef['kind'];
  /** The regiment index (leaders and members); -1 otherwise. */
  regiment: number;
  /** The unit's index in its regiment, the auxiliaries or the regiment of renown; -1 for a leader. */
  index: number;
  listUnit: ListUnit;
  /** The warscroll (undefined when the army's data does not know the unit). */
  warscroll: Unit | undefined;
  lookup: ArmyLookup;
  notes: readonly IssueNote[];
  /** Why another copy cannot join (the regiment is full); null when it can. */
  blockedReason?: string | null;
};

function toRef(kind: UnitRef['kind'], regiment: number, index: number): UnitRef {
  switch (kind) {
    case 'leader':
      return { kind, regiment };
    case 'member':
      return { kind, regiment, unit: index };
    case 'auxiliary':
    case 'renown':
      return { kind, unit: index };
  }
}

type RowView = {
  variant: { name: string; short: string } | null;
  levels: { wizard: number | null; priest: number | null };
  points: number;
  enhancements: string[];
};

/**
 * The row's name for screen readers and voice control: what it shows, in its order (the name, its badges, its
 * enhancements, its points), then what it opens. A voice control user says the words they see.
 */
function rowLabel(kind: UnitRef['kind'], name: string, view: RowView, general: boolean, reinforced: boolean, legends: boolean): string {
  const shown = [
    view.variant?.name ?? name,
    general && 'General',
    reinforced && 'Reinforced',
    view.levels.wizard !== null && `Wizard ${view.levels.wizard}`,
    view.levels.priest !== null && `Priest ${view.levels.priest}`,
    view.variant?.short,
    legends && 'Legends',
    ...view.enhancements,
    kind !== 'renown' && `${view.points} points`,
  ].filter(Boolean);
  return `${shown.join(', ')}: options`;
}

export const UnitRow = memo(function UnitRow({ kind, regiment, index, listUnit, warscroll, lookup, notes, blockedReason = null }: Props) {
  const { locked, openUnit, editOrToast, undoToast, unitStillAt } = useBuilder();
  const toast = useToast();
  const ref = useMemo(() => toRef(kind, regiment, index), [kind, regiment, index]);
  const slot =
    kind === 'member' ? ({ kind: 'regiment', regiment, unit: index } as const) : kind === 'auxiliary' ? ({ kind: 'auxiliary', unit: index } as const) : null;
  const movable = slot !== null && !locked;
  const name = listUnit.name;
  const drag = useDraggable({
    id: slot ? slotId(slot) : `fixed:${kind}:${regiment}:${index}`,
    disabled: !movable,
    data: slot ? ({ kind: 'unit', slot, name } satisfies DragItem) : undefined,
  });
  const drop = useDroppable({
    id: slot ? `drop:${slotId(slot)}` : `nodrop:${kind}:${regiment}:${index}`,
    disabled: !movable,
    data: slot ? ({ kind: 'unit', slot } satisfies DropTarget) : undefined,
  });

  const view = useMemo(() => {
    const variant = seasonalVariant(name);
    const levels = warscroll ? casterLevels(warscroll) : { wizard: null, priest: null };
    const points = (warscroll ? unitPoints(warscroll, listUnit.reinforced) : 0) + enhancementPoints(listUnit, lookup);
    const enhancements = [listUnit.heroicTrait, listUnit.artifact, ...Object.values(listUnit.enhancementChoices)].filter((held): held is string =>
      Boolean(held),
    );
    return { variant, levels, points, enhancements, count: enhancementCount(listUnit) };
  }, [name, warscroll, listUnit, lookup]);

  const remove = () => {
    if (unitStillAt(ref, name) && editOrToast({ op: 'removeUnit', unit: ref })) undoToast(`Removed ${name}`);
  };
  const addAnother = () => {
    if (!unitStillAt(ref, name)) return;
    const to = kind === 'auxiliary' ? ({ kind: 'auxiliary' } as const) : ({ kind: 'regiment', index: regiment } as const);
    if (editOrToast({ op: 'addUnit', unit: name, to })) toast(`+ ${name}`);
  };
  const setNodeRef = (node: HTMLElement | null) => {
    drag.setNodeRef(node);
    drop.setNodeRef(node);
  };

  return (
    <li ref={setNodeRef} className={[styles.item, drag.isDragging ? styles.dragging : '', drop.isOver && !drag.isDragging ? styles.over : ''].join(' ')}>
      <div className={[styles.row, kind === 'leader' ? styles.leader : ''].join(' ')}>
        {kind === 'leader' && !locked && <span className={styles.handleSpace} aria-hidden="true" />}
        {movable && <DragHandle label={`Move ${name}`} attributes={drag.attributes} listeners={drag.listeners} className={styles.handle} />}
        <button type="button" className={styles.main} onClick={() => unitStillAt(ref, name) && openUnit(ref)}>
          {/* The name as text, not aria-label: an aria-label must hold the visible text word for word (WCAG 2.5.3). */}
          <span className="visually-hidden">{rowLabel(kind, name, view, listUnit.general, listUnit.reinforced, warscroll?.legends === true)}</span>
          <span className={styles.text} aria-hidden="true">
            <span className={styles.name}>{view.variant?.name ?? name}</span>
            <span className={styles.badges}>
              {listUnit.general && (
                <Badge tone="accent" className={styles.badge}>
                  <Crown size={12} aria-hidden="true" /> General
                </Badge>
              )}
              {listUnit.reinforced && <Badge className={styles.badge}>Reinforced</Badge>}
              {view.levels.wizard !== null && <Badge className={styles.badge}>Wizard {view.levels.wizard}</Badge>}
              {view.levels.priest !== null && <Badge className={styles.badge}>Priest {view.levels.priest}</Badge>}
              {view.variant && (
                <Badge className={styles.badge} title={view.variant.season}>
                  {view.variant.short}
                </Badge>
              )}
              {warscroll?.legends && (
                <Badge tone="legends" className={styles.badge}>
                  Legends
                </Badge>
              )}
            </span>
            {view.count > 0 && (
              <span className={styles.enhancements}>
                <Sparkles size={14} aria-hidden="true" className={styles.sparkles} />
                {view.enhancements.join(' · ')}
              </span>
            )}
          </span>
          {/* A regiment of renown is priced as a whole, in its heading. */}
          {kind !== 'renown' && (
            <span className={styles.points} aria-hidden="true">
              {view.points}
            </span>
          )}
        </button>
        {kind === 'leader' && !locked && (
          <IconButton
            label={listUnit.general ? `${name} is the general` : `Mark ${name} as general`}
            pressed={listUnit.general}
            className={[styles.control, styles.crown].join(' ')}
            onClick={() => unitStillAt(ref, name) && editOrToast({ op: 'setGeneral', regiment: listUnit.general ? null : regiment })}
          >
            <Crown size={18} />
          </IconButton>
        )}
        {!locked && (kind === 'member' || kind === 'auxiliary') && (
          <IconButton
            label={`Add another ${name}`}
            title={blockedReason ?? `Add another ${name}`}
            disabled={blockedReason !== null}
            className={[styles.control, styles.hoverControl].join(' ')}
            onClick={addAnother}
          >
            <Plus size={18} />
          </IconButton>
        )}
        {!locked && kind !== 'renown' && (
          <IconButton label={`Remove ${name}`} tone="danger" className={[styles.control, styles.hoverControl].join(' ')} onClick={remove}>
            <Trash2 size={18} />
          </IconButton>
        )}
      </div>
      {notes.length > 0 && (
        <div className={styles.notes}>
          <IssueNotes notes={notes} />
        </div>
      )}
    </li>
  );
});
