// The list's units: regiments (cards), auxiliary units, the regiment of
// renown and the faction terrain (with its derived entries, such as the
// Endrin Dock's Auto-Endrin), each with its way to the picker.
import { useDroppable } from '@dnd-kit/core';
import {
  nameKey,
  regimentsRoom,
  regimentTitles,
  terrainCompanions,
  unitRefKey,
  warscrollAt,
  type ArmyList,
  type ArmyLookup,
  type IssuePlaces,
} from '@scrolldex/rules';
import { Link, useNavigate } from '@tanstack/react-router';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useMemo, type ReactNode } from 'react';

import { Button, IconButton } from '../../ui/button';
import { useBuilder } from './builder-context';
import { useDropRefusal } from './builder-dnd';
import { BuilderSection } from './builder-section';
import type { DropTarget } from './drag-data';
import { regimentsFullReason } from './limit-reasons';
import { NO_NOTES, RegimentCard } from './regiment-card';
import { UnitRow } from './unit-row';
import styles from './unit-sections.module.css';

type Props = { list: ArmyList; lookup: ArmyLookup; places: IssuePlaces };

/** The picker's regiment index for the auxiliary units. */
const AUXILIARY_PICK = 999;

const NEW_REGIMENT: DropTarget = { kind: 'newRegiment' };
const TERRAIN: DropTarget = { kind: 'terrain' };

type AddButtonProps = {
  /** Where it leads: the picker for a filter and regiment index, or a sheet it opens itself. */
  to: { filter: string; regimentIdx: number } | { open: () => void };
  children: ReactNode;
  /** Why it is disabled; null when it is not. */
  blockedReason?: string | null;
  /** The place a unit of the desktop's catalogue dropped on the button goes. */
  dropTarget?: DropTarget;
};

function AddButton({ to, children, blockedReason = null, dropTarget }: AddButtonProps) {
  const { listId, locked } = useBuilder();
  const navigate = useNavigate();
  const reasonId = useId();
  const drop = useDroppable({ id: `drop:add:${dropTarget?.kind ?? 'none'}`, disabled: !dropTarget || locked, data: dropTarget });
  const refusal = useDropRefusal(drop.isOver);
  const go = () => {
    if ('open' in to) to.open();
    else void navigate({ to: '/list/$id/regiment/$regimentIdx/pick/$filter', params: { id: listId, regimentIdx: to.regimentIdx, filter: to.filter } });
  };
  return (
    <div ref={drop.setNodeRef} className={styles.addRow}>
      <Button
        className={[styles.add, drop.isOver ? (refusal ? styles.refused : styles.over) : ''].join(' ')}
        icon={<Plus size={18} aria-hidden="true" />}
        disabled={blockedReason !== null}
        aria-describedby={blockedReason ? reasonId : undefined}
        onClick={go}
      >
        {children}
      </Button>
      {blockedReason && (
        <p id={reasonId} className={styles.reason}>
          {blockedReason}
        </p>
      )}
    </div>
  );
}

/** Why no regiment (nor a regiment of renown) can be added: the list has five. */
function useRegimentsFull(list: ArmyList): string | null {
  return useMemo(() => {
    const room = regimentsRoom(list);
    return room.full ? regimentsFullReason(room) : null;
  }, [list]);
}

/** `cards`: how many of the regiment cards are on screen yet (the builder renders them in slices); the add button waits for the last. */
export function RegimentsSection({ list, lookup, places, cards }: Props & { cards: number }) {
  const { locked } = useBuilder();
  const titles = useMemo(() => regimentTitles(list.regiments), [list.regiments]);
  const full = useRegimentsFull(list);
  if (locked && list.regiments.length === 0) return null;
  return (
    <BuilderSection sectionKey="regiments" title="Regiments" count={list.regiments.length} notes={places.sections.regiments}>
      {list.regiments.length === 0 && <p className={styles.empty}>Start with your general: add a regiment and pick its leader.</p>}
      {list.regiments.length > 0 && (
        <div className={styles.regiments}>
          {list.regiments.slice(0, cards).map((regiment, index) => (
            <RegimentCard
              key={index}
              regiment={regiment}
              index={index}
              title={titles[index]!}
              lookup={lookup}
              places={places}
              reorderable={list.regiments.length > 1}
            />
          ))}
        </div>
      )}
      {!locked && cards === list.regiments.length && (
        <AddButton to={{ filter: 'leader', regimentIdx: list.regiments.length }} blockedReason={full} dropTarget={NEW_REGIMENT}>
          Add regiment
        </AddButton>
      )}
    </BuilderSection>
  );
}

export function AuxiliarySection({ list, lookup, places }: Props) {
  const { locked } = useBuilder();
  const drop = useDroppable({ id: 'drop:auxiliary', disabled: locked, data: { kind: 'auxiliary' } satisfies DropTarget });
  const refusal = useDropRefusal(drop.isOver);
  if (locked && list.auxiliaryUnits.length === 0) return null;
  return (
    <BuilderSection sectionKey="auxiliary" title="Auxiliary Units" count={list.auxiliaryUnits.length}>
      <div ref={drop.setNodeRef} className={[styles.box, drop.isOver ? (refusal ? styles.refused : styles.over) : ''].join(' ')}>
        {list.auxiliaryUnits.length === 0 ? (
          <p className={styles.hint}>Units outside any regiment. Drag a unit here to make it auxiliary.</p>
        ) : (
          <ul className={styles.rows}>
            {list.auxiliaryUnits.map((unit, index) => (
              <UnitRow
                key={index}
                kind="auxiliary"
                regiment={-1}
                index={index}
                listUnit={unit}
                warscroll={lookup.units.get(nameKey(unit.name))}
                lookup={lookup}
                notes={places.units.get(unitRefKey({ kind: 'auxiliary', unit: index })) ?? NO_NOTES}
              />
            ))}
          </ul>
        )}
      </div>
      {!locked && <AddButton to={{ filter: 'aux', regimentIdx: AUXILIARY_PICK }}>Add auxiliary unit</AddButton>}
    </BuilderSection>
  );
}

export function RenownSection({ list, lookup, places }: Props) {
  const { locked, editOrToast, undoToast, openChoice } = useBuilder();
  const full = useRegimentsFull(list);
  if (lookup.army.regimentsOfRenown.length === 0 && !list.regimentOfRenown) return null;
  if (locked && !list.regimentOfRenown) return null;
  const regiment = list.regimentOfRenown ? lookup.regimentsOfRenown.get(nameKey(list.regimentOfRenown)) : undefined;
  return (
    <BuilderSection sectionKey="renown" title="Regiment of Renown" notes={places.sections.regimentOfRenown}>
      {list.regimentOfRenown ? (
        <div className={styles.box}>
          <div className={styles.boxHeader}>
            <Link to="/regiment-of-renown/$regimentName" params={{ regimentName: list.regimentOfRenown }} className={styles.boxTitle}>
              {list.regimentOfRenown}
            </Link>
            {regiment && <span className={styles.points}>{regiment.points} pts</span>}
            {!locked && (
              <IconButton
                label={`Remove ${list.regimentOfRenown}`}
                tone="danger"
                onClick={() => {
                  const name = list.regimentOfRenown;
                  if (editOrToast({ op: 'setRegimentOfRenown', name: null })) undoToast(`Removed ${name}`);
                }}
              >
                <Trash2 size={18} />
              </IconButton>
            )}
          </div>
          <ul className={styles.rows}>
            {list.regimentOfRenownUnits.map((unit, index) => (
              <UnitRow
                key={index}
                kind="renown"
                regiment={-1}
                index={index}
                listUnit={unit}
                warscroll={warscrollAt(list, { kind: 'renown', unit: index }, lookup)}
                lookup={lookup}
                notes={places.units.get(unitRefKey({ kind: 'renown', unit: index })) ?? NO_NOTES}
              />
            ))}
          </ul>
        </div>
      ) : (
        <AddButton to={{ open: () => openChoice({ kind: 'renown' }) }} blockedReason={full}>
          Add regiment of renown
        </AddButton>
      )}
    </BuilderSection>
  );
}

export function TerrainSection({ list, lookup, places }: Props) {
  const { locked, editOrToast, undoToast, openChoice } = useBuilder();
  const hasTerrain = useMemo(() => lookup.army.units.some((unit) => unit.type === 'Terrain'), [lookup]);
  if (!hasTerrain && !list.factionTerrain) return null;
  if (locked && !list.factionTerrain) return null;
  const terrain = list.factionTerrain;
  const points = terrain ? (lookup.units.get(nameKey(terrain))?.points ?? 0) : 0;
  return (
    <BuilderSection sectionKey="terrain" title="Faction Terrain" notes={places.sections.factionTerrain}>
      {terrain ? (
        <ul className={[styles.box, styles.rows].join(' ')}>
          <li className={styles.terrain}>
            <Link to="/army/$armyName/unit/$unitName" params={{ armyName: lookup.army.name, unitName: terrain }} className={styles.terrainName}>
              {terrain}
            </Link>
            <span className={styles.terrainPoints}>{points}</span>
            {!locked && (
              <IconButton
                label={`Remove ${terrain}`}
                tone="danger"
                onClick={() => {
                  if (editOrToast({ op: 'setFactionTerrain', name: null })) undoToast(`Removed ${terrain}`);
                }}
              >
                <Trash2 size={18} />
              </IconButton>
            )}
          </li>
          {terrainCompanions(terrain).map((companion) => (
            <li key={companion} className={[styles.terrain, styles.companion].join(' ')}>
              <span className={styles.terrainName}>{companion}</span>
              <span className={styles.note}>Comes with {terrain}</span>
              <span className={styles.terrainPoints}>0</span>
            </li>
          ))}
        </ul>
      ) : (
        <AddButton to={{ open: () => openChoice({ kind: 'terrain' }) }} dropTarget={TERRAIN}>
          Add faction terrain
        </AddButton>
      )}
    </BuilderSection>
  );
}
