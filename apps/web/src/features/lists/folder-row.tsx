// A folder's header row: colour, name, open/closed icon,
// how many lists and rosters it holds, and its menu (Edit, Lock/Unlock All
// for its lists, Delete).
import { lockAllAction, type ArmyList, type CampaignRoster, type Folder } from '@scrolldex/rules';
import { ChevronRight, Ellipsis, FolderClosed, FolderOpen, Lock, LockOpen, Pencil, Trash2 } from 'lucide-react';
import { memo, type ReactNode } from 'react';

import { IconButton } from '../../ui/button';
import { Menu } from '../../ui/menu';
import colours from './folder-colour.module.css';
import styles from './folder-row.module.css';

export type FolderRowAction = 'edit' | 'delete' | 'lockAll';

type FolderRowProps = {
  folder: Folder;
  lists: readonly ArmyList[];
  rosters: readonly CampaignRoster[];
  open: boolean;
  onToggle: (folderId: string) => void;
  handle?: ReactNode;
  onAction: (action: FolderRowAction, folder: Folder) => void;
};

export const FolderRow = memo(function FolderRow({ folder, lists, rosters, open, onToggle, handle, onAction }: FolderRowProps) {
  const lock = lockAllAction(folder, lists);
  const Icon = open ? FolderOpen : FolderClosed;
  return (
    <div className={[styles.row, colours[folder.color]].join(' ')}>
      {handle}
      <button type="button" className={styles.toggle} aria-expanded={open} onClick={() => onToggle(folder.id)}>
        <Icon size={22} className={styles.icon} aria-hidden="true" />
        <span className={styles.name}>{folder.name}</span>
        <span className={styles.count}>{folderCount(lists.length, rosters.length)}</span>
        <ChevronRight size={18} className={styles.chevron} aria-hidden="true" />
      </button>
      <Menu
        trigger={
          <IconButton label={`Actions for folder ${folder.name}`}>
            <Ellipsis size={20} aria-hidden="true" />
          </IconButton>
        }
        items={[
          { label: 'Edit', icon: <Pencil size={16} />, onSelect: () => onAction('edit', folder) },
          {
            label: lock === 'lock' ? 'Lock All' : 'Unlock All',
            icon: lock === 'lock' ? <Lock size={16} /> : <LockOpen size={16} />,
            disabled: lists.length === 0,
            onSelect: () => onAction('lockAll', folder),
          },
          { label: 'Delete', icon: <Trash2 size={16} />, danger: true, onSelect: () => onAction('delete', folder) },
        ]}
      />
    </div>
  );
});

/** '2 lists', '1 roster', '2 lists, 1 roster': an empty folder says '0 lists'. */
function folderCount(lists: number, rosters: number): string {
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (rosters === 0) return count(lists, 'list');
  return lists === 0 ? count(rosters, 'roster') : `${count(lists, 'list')}, ${count(rosters, 'roster')}`;
}
