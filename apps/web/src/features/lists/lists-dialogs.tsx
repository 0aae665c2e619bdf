// The Lists tab's dialogs, one open at a time: List Issues, Move to Folder,
// Delete List, the folder edit dialog and Delete Folder.
import type { ArmyList, Folder } from '@scrolldex/rules';

import { useToast } from '../../shared/use-toast';
import { DeleteFolderDialog } from './delete-folder-dialog';
import { DeleteListDialog } from './delete-list-dialog';
import { FolderEditDialog } from './folder-edit-dialog';
import { ListIssuesDialog } from './list-issues-dialog';
import { MoveToFolderDialog } from './move-to-folder-dialog';
import type { LibraryActions } from './use-library-actions';

export type ListsDialog =
  | { kind: 'issues'; list: ArmyList }
  | { kind: 'move'; list: ArmyList }
  | { kind: 'deleteList'; list: ArmyList }
  | { kind: 'editFolder'; folder: Folder; creating: boolean }
  | { kind: 'deleteFolder'; folder: Folder };

type ListsDialogsProps = { dialog: ListsDialog | null; onClose: () => void; folders: readonly Folder[]; actions: LibraryActions };

export function ListsDialogs({ dialog, onClose, folders, actions }: ListsDialogsProps) {
  const toast = useToast();
  if (!dialog) return null;
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  switch (dialog.kind) {
    case 'issues':
      return <ListIssuesDialog listId={dialog.list.id} open onOpenChange={onOpenChange} />;
    case 'move':
      return (
        <MoveToFolderDialog
          listName={dialog.list.name}
          folders={folders}
          open
          onOpenChange={onOpenChange}
          onMove={(name) => {
            const refused = actions.moveToFolder(dialog.list.id, name);
            if (!refused) toast(`Moved to ${name.trim()}`);
            return refused;
          }}
        />
      );
    case 'deleteList':
      return (
        <DeleteListDialog
          listName={dialog.list.name}
          open
          onOpenChange={onOpenChange}
          onDelete={() => {
            toast('List deleted', 'info', { label: 'Undo', run: actions.deleteList(dialog.list.id) });
          }}
        />
      );
    case 'editFolder':
      return (
        <FolderEditDialog
          key={dialog.folder.id}
          folder={dialog.folder}
          creating={dialog.creating}
          open
          onOpenChange={onOpenChange}
          onSave={(folderId, changes) => {
            const refused = actions.editFolder(folderId, changes);
            if (!refused) toast(dialog.creating ? 'Folder created' : 'Folder saved');
            return refused;
          }}
        />
      );
    case 'deleteFolder':
      return (
        <DeleteFolderDialog
          folderName={dialog.folder.name}
          open
          onOpenChange={onOpenChange}
          onDelete={(moveOut) => {
            toast('Folder deleted', 'info', { label: 'Undo', run: actions.deleteFolder(dialog.folder.id, moveOut) });
          }}
        />
      );
  }
}
