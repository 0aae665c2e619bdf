// One regiment as a card: its title and points, the leader row, the unit
// rows, and '+ Add unit' at its foot (the regiment's unit picker). Issues of
// the regiment itself show under the title with their fixes. Units dropped
// on the card join the regiment; the card's handle reorders regiments.
import { useDraggable, useDroppable } from '@dnd-kit/core';
import {
  enhancementPoints,
  nameKey,
  regimentRoom,
  unitPoints,
  unitRefKey,
  type ArmyLookup,
  type IssueNote,
  type IssuePlaces,
  type Regiment,
} from '@scrolldex/rules';
import { useNavigate } from '@tanstack/react-router';
import { Plus, Trash2 } from 'lucide-react';
import { memo, Suspense, useId, useMemo, useState } from 'react';

import { lazyWithRetry } from '../../shared/lazy-with-retry';
import { Button, IconButton } from '../../ui/button';
import { DragHandle } from '../../ui/drag-handle';
import { useBuilder } from './builder-context';
import { useDropRefusal } from './builder-dnd';
import type { DragItem, DropTarget } from './drag-data';
import { IssueNotes } from './issue-notes';
import { regimentFullReason } from './limit-reasons';
import styles from './regiment-card.module.css';
import { UnitRow } from './unit-row';
import { useOpenedOnce } from './use-opened-once';

export const loadRemoveRegimentDialog = () => import('./remove-regiment-dialog');
const RemoveRegimentDialog = lazyWithRetry(loadRemoveRegimentDialog, 'RemoveRegimentDialog');

export const NO_NOTES: readonly IssueNote[] = [];

type Props = {
  regiment: Regiment;
  index: number;
  title: string;
  lookup: ArmyLookup;
  places: IssuePlaces;
  /** More than one regiment: the handle to reorder is shown. */
  reorderable: boolean;
};

export const RegimentCard = memo(function RegimentCard({ regiment, index, title, lookup, places, reorderable }: Props) {
  const { listId, locked, editOrToast, undoToast } = useBuilder();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const confirmMounted = useOpenedOnce(confirming);
  const movable = reorderable && !locked;
  const drag = useDraggable({ id: `regiment:${index}`, disabled: !movable, data: { kind: 'regiment', regiment: index, name: title } satisfies DragItem });
  const drop = useDroppable({ id: `drop:regiment:${index}`, disabled: locked, data: { kind: 'regiment', regiment: index } satisfies DropTarget });
  const refusal = useDropRefusal(drop.isOver);
  const points = useMemo(() => {
    let total = 0;
    for (const unit of regiment.leader ? [regiment.leader, ...regiment.units] : regiment.units) {
      const warscroll = lookup.units.get(nameKey(unit.name));
      total += (warscroll ? unitPoints(warscroll, unit.reinforced) : 0) + enhancementPoints(unit, lookup);
    }
    return total;
  }, [regiment, lookup]);
  const unitCount = regiment.units.length + (regiment.leader ? 1 : 0);
  const room = useMemo(() => regimentRoom({ regiments: [regiment] }, 0, lookup)!, [regiment, lookup]);
  const fullReason = room.full ? regimentFullReason(room) : null;
  const reasonId = useId();
  const notes = places.regiments.get(index) ?? NO_NOTES;
  const warscroll = (name: string) => lookup.units.get(nameKey(name));
  const setNodeRef = (node: HTMLElement | null) => {
    drag.setNodeRef(node);
    drop.setNodeRef(node);
  };

  return (
    <section
      ref={setNodeRef}
      aria-label={title}
      className={[styles.card, drop.isOver ? (refusal ? styles.refused : styles.over) : '', drag.isDragging ? styles.dragging : ''].join(' ')}
    >
      <header className={styles.header}>
        {movable && <DragHandle label={`Move ${title}`} attributes={drag.attributes} listeners={drag.listeners} className={styles.handle} />}
        <h3 className={styles.title}>{title}</h3>
        <span className={styles.points}>{points} pts</span>
        {!locked && (
          <IconButton label={`Remove ${title}`} tone="danger" className={styles.remove} onClick={() => setConfirming(true)}>
            <Trash2 size={18} />
          </IconButton>
        )}
      </header>
      {notes.length > 0 && (
        <div className={styles.notes}>
          <IssueNotes notes={notes} />
        </div>
      )}
      <ul className={styles.units}>
        {regiment.leader && (
          <UnitRow
            kind="leader"
            regiment={index}
            index={-1}
            listUnit={regiment.leader}
            warscroll={warscroll(regiment.leader.name)}
            lookup={lookup}
            notes={places.units.get(unitRefKey({ kind: 'leader', regiment: index })) ?? NO_NOTES}
          />
        )}
        {regiment.units.map((unit, unitIndex) => (
          <UnitRow
            key={unitIndex}
            kind="member"
            regiment={index}
            index={unitIndex}
            listUnit={unit}
            warscroll={warscroll(unit.name)}
            lookup={lookup}
            notes={places.units.get(unitRefKey({ kind: 'member', regiment: index, unit: unitIndex })) ?? NO_NOTES}
            blockedReason={fullReason}
          />
        ))}
      </ul>
      {!locked && (
        <div className={styles.foot}>
          {!regiment.leader && (
            <Button
              size="sm"
              variant="ghost"
              icon={<Plus size={16} aria-hidden="true" />}
              onClick={() =>
                void navigate({ to: '/list/$id/regiment/$regimentIdx/pick/$filter', params: { id: listId, regimentIdx: index, filter: 'leader' } })
              }
            >
              Add leader
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            icon={<Plus size={16} aria-hidden="true" />}
            disabled={room.full}
            aria-describedby={fullReason ? reasonId : undefined}
            onClick={() => void navigate({ to: '/list/$id/regiment/$regimentIdx/pick/$filter', params: { id: listId, regimentIdx: index, filter: 'unit' } })}
          >
            Add unit
          </Button>
          {fullReason && (
            <span id={reasonId} className={styles.reason}>
              {fullReason}
            </span>
          )}
        </div>
      )}
      <Suspense fallback={null}>
        {confirmMounted && (
          <RemoveRegimentDialog
            title={title}
            unitCount={unitCount}
            open={confirming}
            onOpenChange={setConfirming}
            onRemove={() => {
              if (editOrToast({ op: 'removeRegiment', regiment: index })) undoToast(`Removed ${title}`);
            }}
          />
        )}
      </Suspense>
    </section>
  );
});
