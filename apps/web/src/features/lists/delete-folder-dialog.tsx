// 'Delete Folder': its lists either move to the top level
// or are deleted with it.
import { useState } from 'react';

import { Checkbox } from '../../ui/checkbox';
import { ConfirmDialog } from '../../ui/dialog';
import styles from './lists-dialogs.module.css';

type DeleteFolderDialogProps = { folderName: string; open: boolean; onOpenChange: (open: boolean) => void; onDelete: (moveListsOut: boolean) => void };

export function DeleteFolderDialog({ folderName, open, onOpenChange, onDelete }: DeleteFolderDialogProps) {
  const [moveOut, setMoveOut] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Folder"
      description={`Are you sure you want to delete the folder ${folderName}?`}
      confirmLabel="Delete"
      danger
      onConfirm={() => onDelete(moveOut)}
    >
      <Checkbox label="Move all lists out of the folder before deleting" checked={moveOut} onCheckedChange={setMoveOut} />
      <p className={moveOut ? styles.note : styles.warning}>
        {moveOut ? 'All lists in the folder will be moved to the top level.' : 'This action will delete all lists in the folder.'}
      </p>
    </ConfirmDialog>
  );
}
