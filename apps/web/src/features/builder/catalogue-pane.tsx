// The desktop builder's unit catalogue, beside the list: the units the list's
// pickers offer, grouped by type like the picker, with a name search. A unit
// is dragged by its row into a regiment, a new regiment, the auxiliary units
// or the faction terrain (BuilderDnd asks the engine whether the place takes
// it), or added from its 'Add to' menu, which names every place and says why
// one refuses it: the keyboard's way, and the screen reader's.
import { useDraggable } from '@dnd-kit/core';
import {
  catalogueDrop,
  catalogueUnits,
  compileNameFilter,
  groupUnitsByType,
  regimentTitles,
  type ArmyList,
  type ArmyLookup,
  type CataloguePlace,
  type Unit,
} from '@scrolldex/rules';
import { GripVertical, Plus } from 'lucide-react';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { useToast } from '../../shared/use-toast';
import { Badge } from '../../ui/badge';
import { IconButton } from '../../ui/button';
import { FilterBar } from '../../ui/filter-bar';
import { Menu, type MenuItem } from '../../ui/menu';
import { useBuilder } from './builder-context';
import styles from './catalogue-pane.module.css';
import pane from './side-pane.module.css';
import type { DragItem } from './drag-data';
import { refusalText } from './drop-reasons';

/** `focusOnShow`: the pane takes the focus when it appears (back from a warscroll shown in its place). */
type Props = { list: ArmyList; lookup: ArmyLookup; focusOnShow?: boolean };

/** The places a unit can be offered in the 'Add to' menu, with their names: terrain goes only to its section. */
function placesFor(list: ArmyList, unit: Unit): { place: CataloguePlace; label: string }[] {
  if (unit.type === 'Terrain') return [{ place: { kind: 'terrain' }, label: 'Faction Terrain' }];
  return [
    ...regimentTitles(list.regiments).map((title, regiment) => ({ place: { kind: 'regiment', regiment } as const, label: title })),
    { place: { kind: 'newRegiment' }, label: 'New regiment' },
    { place: { kind: 'auxiliary' }, label: 'Auxiliary Units' },
  ];
}

export function CataloguePane({ list, lookup, focusOnShow = false }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  const { editOrToast, locked } = useBuilder();
  const toast = useToast();
  const [query, setQuery] = useState('');
  const matches = useMemo(() => compileNameFilter(query), [query]);
  const units = useMemo(() => catalogueUnits(list, lookup), [list, lookup]);
  const groups = useMemo(() => groupUnitsByType(units.filter((unit) => matches(unit.name))), [units, matches]);
  const addTo = useCallback(
    (unit: Unit): MenuItem[] =>
      placesFor(list, unit).map(({ place, label }) => {
        const drop = catalogueDrop(list, lookup, unit.name, place);
        return drop.ok
          ? { label, onSelect: () => void (editOrToast(drop.value) && toast(`+ ${unit.name}`)) }
          : { label: `${label}: ${refusalText(drop.errors[0]!)}`, disabled: true, onSelect: () => undefined };
      }),
    [list, lookup, editOrToast, toast],
  );

  return (
    <aside className={pane.pane} aria-labelledby="catalogue-heading">
      <div className={pane.top}>
        <h2 id="catalogue-heading" ref={heading} tabIndex={-1} className={pane.title}>
          Units
        </h2>
        <p className={pane.hint}>{locked ? 'The list is locked.' : 'Drag a unit into the list, or use its + button.'}</p>
        <FilterBar query={query} onQueryChange={setQuery} placeholder="Search units" />
      </div>
      <div className={pane.scroll}>
        {groups.length === 0 && <p className={pane.hint}>Nothing matches the search.</p>}
        {groups.map((group) => (
          <section key={group.type} className={styles.group} aria-labelledby={`catalogue-${group.type}`}>
            <h3 id={`catalogue-${group.type}`} className={styles.heading}>
              {group.label}
            </h3>
            <ul className={styles.rows}>
              {group.units.map((unit) => (
                <CatalogueRow key={unit.id} unit={unit} locked={locked} addTo={addTo} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </aside>
  );
}

type RowProps = { unit: Unit; locked: boolean; addTo: (unit: Unit) => MenuItem[] };

const CatalogueRow = memo(function CatalogueRow({ unit, locked, addTo }: RowProps) {
  const drag = useDraggable({ id: `catalogue:${unit.id}`, disabled: locked, data: { kind: 'catalogue', name: unit.name } satisfies DragItem });
  return (
    <li className={[styles.row, drag.isDragging ? styles.dragging : ''].join(' ')}>
      <button type="button" ref={drag.setNodeRef} className={styles.drag} disabled={locked} {...drag.attributes} {...drag.listeners}>
        <GripVertical size={16} aria-hidden="true" className={styles.grip} />
        <span className={styles.name}>{unit.name}</span>
        {unit.legends && <Badge tone="legends">Legends</Badge>}
        <span className={styles.points}>{unit.points} pts</span>
      </button>
      {!locked && (
        <Menu
          trigger={
            <IconButton label={`Add ${unit.name} to`} className={styles.add}>
              <Plus size={18} />
            </IconButton>
          }
          items={() => addTo(unit)}
        />
      )}
    </li>
  );
});
