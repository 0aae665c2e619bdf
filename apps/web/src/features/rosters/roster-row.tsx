// One campaign roster among the saved lists: its name, army, campaign, glory,
// units and lock, and its menu (Rename, Duplicate, Lock, Delete). A roster
// opens at /roster/$id.
import type { CampaignRoster } from '@scrolldex/rules';
import { Link } from '@tanstack/react-router';
import { Copy, Ellipsis, Lock, LockOpen, Pencil, Trash2 } from 'lucide-react';
import { memo, type ReactNode } from 'react';

import { CORE_ONLY } from '../../data/core-only';
import { useGameDataOf } from '../../state/release-data';
import { Badge } from '../../ui/badge';
import { IconButton } from '../../ui/button';
import { Menu } from '../../ui/menu';
import rowStyles from '../../shared/library-row.module.css';
import { campaignName, plural } from './roster-words';

export type RosterRowAction = 'rename' | 'duplicate' | 'lock' | 'delete';

type RosterRowProps = {
  roster: CampaignRoster;
  /** The drag handle, when the row can be dragged. */
  handle?: ReactNode;
  onAction: (action: RosterRowAction, roster: CampaignRoster) => void;
};

export const RosterRow = memo(function RosterRow({ roster, handle, onAction }: RosterRowProps) {
  // The campaign's name is in the shared core: the row reads that alone, not every army's data, which the home
  // screen would otherwise bring to the page for its Lists tab (issue 30).
  const { data } = useGameDataOf(null, CORE_ONLY);
  return (
    <div className={rowStyles.row}>
      {handle}
      <Link to="/roster/$id" params={{ id: roster.id }} className={rowStyles.link}>
        <span className={rowStyles.name}>{roster.name}</span>
        <span className={rowStyles.meta}>
          <span className={rowStyles.faction}>{roster.faction}</span>
          <Badge tone="accent">{campaignName(data, roster)}</Badge>
          <Badge>{plural(roster.glory, 'glory point')}</Badge>
          <Badge>{plural(roster.units.length, 'unit')}</Badge>
          {roster.locked && (
            <Badge tone="accent">
              <Lock size={12} aria-hidden="true" />
              Locked
            </Badge>
          )}
        </span>
      </Link>
      <Menu
        trigger={
          <IconButton label={`Actions for ${roster.name}`}>
            <Ellipsis size={20} aria-hidden="true" />
          </IconButton>
        }
        items={[
          { label: 'Rename', icon: <Pencil size={16} />, disabled: roster.locked, onSelect: () => onAction('rename', roster) },
          { label: 'Duplicate', icon: <Copy size={16} />, onSelect: () => onAction('duplicate', roster) },
          roster.locked
            ? { label: 'Unlock', icon: <LockOpen size={16} />, onSelect: () => onAction('lock', roster) }
            : { label: 'Lock', icon: <Lock size={16} />, onSelect: () => onAction('lock', roster) },
          { label: 'Delete', icon: <Trash2 size={16} />, danger: true, onSelect: () => onAction('delete', roster) },
        ]}
      />
    </div>
  );
});
