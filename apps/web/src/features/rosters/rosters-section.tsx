// The campaign rosters of the Lists tab: '+ New Roster', the search box
// (the lists' query language), then each roster with its army, campaign,
// glory, units and lock, and its menu (Rename, Duplicate, Lock, Delete with
// Undo, or a confirm when the settings ask for one). A roster opens at /roster/$id.
import { searchRosters, type CampaignRoster } from '@scrolldex/rules';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { Copy, Ellipsis, Lock, LockOpen, Pencil, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';

import { useToast } from '../../shared/use-toast';
import { gameDataAtom } from '../../state/game-data';
import { createRosterAtom, deleteRosterAtom, duplicateRosterAtom, editRosterAtom, toggleRosterLockAtom, useRosters } from '../../state/rosters';
import { confirmDeleteAtom } from '../../state/settings';
import { Badge } from '../../ui/badge';
import { Button, IconButton } from '../../ui/button';
import { ConfirmDialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { FilterBar } from '../../ui/filter-bar';
import { Menu } from '../../ui/menu';
import { Spinner } from '../../ui/spinner';
import listsStyles from '../browse/lists-tab.module.css';
import rowStyles from '../lists/list-row.module.css';
import { RosterNameDialog } from './roster-name-dialog';
import { campaignName, plural } from './roster-words';
import styles from './rosters.module.css';

type SectionDialog = { kind: 'new' } | { kind: 'rename'; roster: CampaignRoster } | { kind: 'delete'; roster: CampaignRoster };

export function RostersSection() {
  const rosters = useRosters();
  const data = useAtomValue(gameDataAtom);
  const createRoster = useSetAtom(createRosterAtom);
  const editRoster = useSetAtom(editRosterAtom);
  const duplicateRoster = useSetAtom(duplicateRosterAtom);
  const deleteRoster = useSetAtom(deleteRosterAtom);
  const toggleLock = useSetAtom(toggleRosterLockAtom);
  const confirmDelete = useAtomValue(confirmDeleteAtom);
  const navigate = useNavigate();
  const toast = useToast();
  const [dialog, setDialog] = useState<SectionDialog | null>(null);
  const [query, setQuery] = useState('');
  const search = useMemo(() => (rosters && query.trim() !== '' ? searchRosters(rosters, query) : null), [rosters, query]);
  const shown = search ? search.items : rosters;
  const close = (open: boolean) => !open && setDialog(null);

  const onDuplicate = (roster: CampaignRoster) => {
    const copyId = duplicateRoster(roster.id);
    if (copyId) toast('Roster duplicated');
  };
  const onDelete = (roster: CampaignRoster) => {
    if (confirmDelete) setDialog({ kind: 'delete', roster });
    else toast('Roster deleted', 'info', { label: 'Undo', run: deleteRoster(roster.id) });
  };

  return (
    <section aria-labelledby="campaign-rosters" className={styles.section}>
      <div className={styles.top}>
        <h2 id="campaign-rosters" className={styles.heading}>
          Campaign Rosters
        </h2>
        <Button variant="primary" onClick={() => setDialog({ kind: 'new' })} disabled={!data || rosters === undefined}>
          + New Roster
        </Button>
      </div>
      {rosters !== undefined && rosters.length > 0 && <FilterBar placeholder="Search rosters" query={query} onQueryChange={setQuery} />}
      {search?.fallback && <p className={listsStyles.fallback}>{search.fallback.message}</p>}
      {rosters === undefined || shown === undefined ? (
        <Spinner variant="block" label="Loading your rosters..." />
      ) : rosters.length === 0 ? (
        <EmptyState title="You have no campaign rosters yet.">
          A Path to Glory roster keeps your Order of Battle, its renown, paths and battle scars, battle after battle.
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState title="No rosters match your search." />
      ) : (
        <ul className={styles.rows} aria-label="Campaign rosters">
          {shown.map((roster) => (
            <li key={roster.id} className={rowStyles.row}>
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
                  { label: 'Rename', icon: <Pencil size={16} />, disabled: roster.locked, onSelect: () => setDialog({ kind: 'rename', roster }) },
                  { label: 'Duplicate', icon: <Copy size={16} />, onSelect: () => onDuplicate(roster) },
                  roster.locked
                    ? { label: 'Unlock', icon: <LockOpen size={16} />, onSelect: () => toggleLock(roster.id) }
                    : { label: 'Lock', icon: <Lock size={16} />, onSelect: () => toggleLock(roster.id) },
                  { label: 'Delete', icon: <Trash2 size={16} />, danger: true, onSelect: () => onDelete(roster) },
                ]}
              />
            </li>
          ))}
        </ul>
      )}
      {dialog?.kind === 'new' && (
        <RosterNameDialog
          open
          onOpenChange={close}
          data={data}
          initialName=""
          onSave={(fields) => {
            const id = createRoster(fields);
            setDialog(null);
            if (id) void navigate({ to: '/roster/$id', params: { id } });
          }}
        />
      )}
      {dialog?.kind === 'rename' && (
        <RosterNameDialog
          open
          onOpenChange={close}
          data={null}
          initialName={dialog.roster.name}
          onSave={({ name }) => {
            editRoster({ id: dialog.roster.id, edit: { op: 'rename', name } });
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          onOpenChange={close}
          title="Delete Roster"
          description={`Are you sure you want to delete '${dialog.roster.name}' and its battle log?`}
          confirmLabel="Delete"
          danger
          onConfirm={() => {
            toast('Roster deleted', 'info', { label: 'Undo', run: deleteRoster(dialog.roster.id) });
          }}
        />
      )}
    </section>
  );
}
