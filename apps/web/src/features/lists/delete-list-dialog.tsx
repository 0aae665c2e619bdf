// 'Delete List': whether to delete the named list, 'Don't show again'
// (which turns off the setting 'Confirm when deleting lists'), Cancel, Delete.
import { useSetAtom } from 'jotai';
import { useState } from 'react';

import { confirmDeleteAtom } from '../../state/settings';
import { Checkbox } from '../../ui/checkbox';
import { ConfirmDialog } from '../../ui/dialog';

type DeleteListDialogProps = { listName: string; open: boolean; onOpenChange: (open: boolean) => void; onDelete: () => void };

export function DeleteListDialog({ listName, open, onOpenChange, onDelete }: DeleteListDialogProps) {
  const setConfirmDelete = useSetAtom(confirmDeleteAtom);
  const [dontAsk, setDontAsk] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete List"
      description={`Are you sure you want to delete '${listName}'?`}
      confirmLabel="Delete"
      danger
      onConfirm={() => {
        if (dontAsk) setConfirmDelete(false);
        onDelete();
      }}
    >
      <Checkbox label="Don't show again" checked={dontAsk} onCheckedChange={setDontAsk} />
    </ConfirmDialog>
  );
}
