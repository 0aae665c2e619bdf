// A phase's sections, each folding, dragged into the player's order by its
// handle (pointer, touch or keyboard). The order is stored as the engine's
// phase-sort pairs; sections start folded when the setting says so. While a
// section is dragged every section shows only its heading: sections a screen
// tall leave no room to drop one between two others.
import { closestCorners, DndContext, KeyboardSensor, MeasuringStrategy, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { recordSectionOrder, type BattleSection, type CoreRulesData, type Phase } from '@scrolldex/rules';
import { useRouterState } from '@tanstack/react-router';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useLayoutEffect, useRef, useState } from 'react';

import { battleSectionsOpenAtom, phaseSortAtom } from '../../state/battle';
import { battleStartCollapsedAtom } from '../../state/settings';
import { CollapsibleSection } from '../../ui/collapsible-section';
import { DragHandle } from '../../ui/drag-handle';
import { BattleSectionBody } from './battle-section-body';
import { sectionCount } from './phase-rows';
import styles from './sortable-sections.module.css';

/** `rows`: how many of the sections' rows (a heading, a card) are on screen yet; the phase renders them in slices. */
type Props = { phase: Phase; sections: readonly BattleSection[]; coreRules: CoreRulesData; rows: number };

export function SortableSections({ phase, sections, coreRules, rows }: Props) {
  const setPreference = useSetAtom(phaseSortAtom);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [dragging, setDragging] = useState(false);
  const ids = sections.map((section) => section.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(false);
    if (!over || active.id === over.id) return;
    const ordered = arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    setPreference((preference) => recordSectionOrder(preference, phase, ordered));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      // The sections shrink as the drag starts: measure them as they are now. Only while a drag is on:
      // 'Always' measures every section (a forced layout) each time a phase is shown, when nothing is dragged.
      measuring={{ droppable: { strategy: dragging ? MeasuringStrategy.Always : MeasuringStrategy.WhileDragging } }}
      onDragStart={() => setDragging(true)}
      onDragCancel={() => setDragging(false)}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <div className={styles.list}>
          {shownSections(sections, rows).map(({ section, cards }) => (
            <SortableSection key={section.id} phase={phase} section={section} cards={cards} coreRules={coreRules} folded={dragging} />
          ))}
        </div>
      </SortableContext>
    </DndContext>
  );
}

/** The sections begun within the first `rows` rows, each with the number of its cards within them. */
function shownSections(sections: readonly BattleSection[], rows: number): { section: BattleSection; cards: number }[] {
  const shown: { section: BattleSection; cards: number }[] = [];
  let left = rows;
  for (const section of sections) {
    if (left <= 0) break;
    shown.push({ section, cards: Math.min(left - 1, sectionCount(section)) });
    left -= 1 + sectionCount(section);
  }
  return shown;
}

type SectionProps = { phase: Phase; section: BattleSection; cards: number; coreRules: CoreRulesData; folded: boolean };

function SortableSection({ phase, section, cards, coreRules, folded }: SectionProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: section.id });
  const node = useRef<HTMLDivElement | null>(null);
  // The drag offset reaches the stylesheet as custom properties: no inline styles.
  useLayoutEffect(() => {
    const element = node.current;
    if (!element) return;
    element.style.setProperty('--drag-x', `${transform?.x ?? 0}px`);
    element.style.setProperty('--drag-y', `${transform?.y ?? 0}px`);
    element.style.setProperty('--drag-transition', transition ?? 'none');
  }, [transform, transition]);
  const [open, setOpen] = useSectionOpen(phase, section.id);
  return (
    <div
      ref={(element) => {
        node.current = element;
        setNodeRef(element);
      }}
      className={[styles.item, isDragging ? styles.dragging : ''].join(' ')}
    >
      <CollapsibleSection
        title={section.title}
        count={sectionCount(section)}
        open={open && !folded}
        onOpenChange={setOpen}
        aside={<DragHandle label={`Reorder ${section.title}`} attributes={attributes} listeners={listeners} activatorRef={setActivatorNodeRef} width="wide" />}
      >
        <BattleSectionBody section={section} cards={cards} coreRules={coreRules} />
      </CollapsibleSection>
    </div>
  );
}

/** Open state for this visit, by page path, phase and section; unset sections follow 'Start Sections Collapsed'. */
function useSectionOpen(phase: Phase, id: string): [boolean, (open: boolean) => void] {
  const path = useRouterState({ select: (state) => state.location.pathname });
  const startCollapsed = useAtomValue(battleStartCollapsedAtom);
  const [sections, setSections] = useAtom(battleSectionsOpenAtom);
  const key = `${path}|${phase}|${id}`;
  return [sections[key] ?? !startCollapsed, (open) => setSections((all) => ({ ...all, [key]: open }))];
}
