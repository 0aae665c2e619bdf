// What a roster row's menu and the Lists tab's trash do to a roster: Rename
// (a dialog), Duplicate, Lock or Unlock, and Delete with Undo (or a confirm
// when the settings ask for one). Answers the handler and the dialog to render.
import type { CampaignRoster } from '@scrolldex/rules';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState, type ReactNode } from 'react';

import { useToast } from '../../shared/use-toast';
import { deleteRosterAtom, duplicateRosterAtom, editRosterAtom, toggleRosterLockAtom } from '../../state/rosters';
import { confirmDeleteAtom } from '../../state/settings';
import { ConfirmDialog } from '../../ui/dialog';
import type { RosterRowAction } from './roster-row';
import { RosterNameDialog } from './roster-name-dialog';

type RosterDialog = { kind: 'rename' | 'delete'; roster: CampaignRoster };

export function useRosterRowActions(): { onRosterAction: (action: RosterRowAction, roster: CampaignRoster) => void; rosterDialog: ReactNode } {
  const editRoster = useSetAtom(editRosterAtom);
  const duplicateRoster = useSetAtom(duplicateRosterAtom);
  const deleteRoster = useSetAtom(deleteRosterAtom);
  const toggleLock = useSetAtom(toggleRosterLockAtom);
  const confirmDelete = useAtomValue(confirmDeleteAtom);
  const toast = useToast();
  const [dialog, setDialog] = useState<RosterDialog | null>(null);
  const close = (open: boolean) => !open && setDialog(null);

  const onRosterAction = useCallback(
    (action: RosterRowAction, roster: CampaignRoster) => {
      if (action === 'rename') setDialog({ kind: 'rename', roster });
      else if (action === 'lock') toggleLock(roster.id);
      else if (action === 'duplicate') {
        if (duplicateRoster(roster.id)) toast('Roster duplicated');
      } else if (confirmDelete) setDialog({ kind: 'delete', roster });
      else toast('Roster deleted', 'info', { label: 'Undo', run: deleteRoster(roster.id) });
    },
    [confirmDelete, deleteRoster, duplicateRoster, toast, toggleLock],
  );

  const rosterDialog =
    dialog?.kind === 'rename' ? (
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
    ) : dialog?.kind === 'delete' ? (
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
    ) : null;
  return { onRosterAction, rosterDialog };
}
