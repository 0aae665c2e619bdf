export { DeleteListDialog } from './delete-list-dialog';
export { DeviceListsDialog } from './device-lists-dialog';
export { DeviceListsNotice } from './device-lists-notice';
export type { FolderRowAction } from './folder-row';
export { InstallPrompt } from './install-prompt';
/** The List Issues dialog's code, for a screen that loads it only when first asked for (the builder). */
export const loadListIssuesDialog = () => import('./list-issues-dialog');
export { ListRow, type ListRowAction } from './list-row';
export { ListsBoard } from './lists-board';
export { type ListsDialog, ListsDialogs } from './lists-dialogs';
export { useLibraryActions } from './use-library-actions';
export { useShownLibrary } from './use-shown-library';
