// One saved list (docs/decisions.md, "What a list row shows"): name, faction,
// points/cap, locked, validator when not standard, the data release a pinned
// list uses, the validation icon (it
// opens List Issues unless the list is valid) and the list's menu.
import type { ArmyList } from '@scrolldex/rules';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  Circle,
  CircleAlert,
  CircleCheck,
  CircleQuestionMark,
  Copy,
  Ellipsis,
  FolderInput,
  Lock,
  Pencil,
  Pin,
  Trash2,
  TriangleAlert,
  Trophy,
} from 'lucide-react';
import { memo, type ReactNode } from 'react';

import { Badge } from '../../ui/badge';
import { IconButton } from '../../ui/button';
import { Menu } from '../../ui/menu';
import { NOT_FULLY_CHECKED } from '../../shared/failed-rules';
import styles from '../../shared/library-row.module.css';

export type ListRowAction = 'issues' | 'duplicate' | 'move' | 'delete';

type ListRowProps = {
  list: ArmyList;
  /** The drag handle, when the row can be dragged. */
  handle?: ReactNode;
  showDeleted: boolean;
  onAction: (action: ListRowAction, list: ArmyList) => void;
};

export const ListRow = memo(function ListRow({ list, handle, showDeleted, onAction }: ListRowProps) {
  const navigate = useNavigate();
  const over = list.lastPointsTotal !== null && list.lastPointsTotal > list.pointsCap;
  return (
    <div className={styles.row}>
      {handle}
      <Link to="/list/$id" params={{ id: list.id }} className={styles.link}>
        <span className={styles.name}>
          {list.name}
          {showDeleted && list.deleted && <span className={styles.deleted}> (Deleted)</span>}
        </span>
        <span className={styles.meta}>
          <span className={styles.faction}>{list.faction}</span>
          <Badge tone={over ? 'error' : 'neutral'}>
            {list.lastPointsTotal ?? 0}/{list.pointsCap} pts
          </Badge>
          {list.locked && (
            <Badge tone="accent">
              <Lock size={12} aria-hidden="true" />
              Locked
            </Badge>
          )}
          {list.validator !== 'standard' && <Badge tone={list.validator === 'legends' ? 'legends' : 'neutral'}>{validatorLabel(list.validator)}</Badge>}
          {list.dataRef !== null && (
            <Badge tone="neutral" title={`Uses the game data of ${list.dataRef}`}>
              <Pin size={12} aria-hidden="true" />
              {list.dataRef}
            </Badge>
          )}
        </span>
      </Link>
      <ValidityIcon list={list} onOpen={() => onAction('issues', list)} />
      <Menu
        trigger={
          <IconButton label={`Actions for ${list.name}`}>
            <Ellipsis size={20} aria-hidden="true" />
          </IconButton>
        }
        items={[
          { label: 'Edit', icon: <Pencil size={16} />, onSelect: () => void navigate({ to: '/list/$id/settings', params: { id: list.id } }) },
          { label: 'Duplicate', icon: <Copy size={16} />, onSelect: () => onAction('duplicate', list) },
          { label: 'Move To', icon: <FolderInput size={16} />, onSelect: () => onAction('move', list) },
          { label: 'Games', icon: <Trophy size={16} />, onSelect: () => void navigate({ to: '/list/$id/games', params: { id: list.id } }) },
          { label: 'Delete', icon: <Trash2 size={16} />, danger: true, onSelect: () => onAction('delete', list) },
        ]}
      />
    </div>
  );
});

function validatorLabel(validator: ArmyList['validator']): string {
  return validator.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

function ValidityIcon({ list, onOpen }: { list: ArmyList; onOpen: () => void }) {
  switch (list.lastValidation) {
    case 'valid':
      return (
        <span className={[styles.validity, styles.valid].join(' ')} role="img" aria-label="Valid list" title="Valid list">
          <CircleCheck size={20} aria-hidden="true" />
        </span>
      );
    case 'unknown':
      return (
        <span className={styles.validity} role="img" aria-label="Not checked yet" title="Not checked yet">
          <Circle size={20} aria-hidden="true" />
        </span>
      );
    case 'incomplete':
      return (
        <IconButton label={`${list.name}: ${NOT_FULLY_CHECKED.toLowerCase()}, show the list issues`} className={styles.incomplete} onClick={onOpen}>
          <CircleQuestionMark size={20} aria-hidden="true" />
        </IconButton>
      );
    case 'warning':
    case 'error': {
      const label = `${list.name}: ${list.lastValidation === 'error' ? `${list.errors.length} errors` : `${list.warnings.length} warnings`}, show the list issues`;
      return (
        <IconButton label={label} className={styles[list.lastValidation]} onClick={onOpen}>
          {list.lastValidation === 'error' ? <CircleAlert size={20} aria-hidden="true" /> : <TriangleAlert size={20} aria-hidden="true" />}
        </IconButton>
      );
    }
  }
}
