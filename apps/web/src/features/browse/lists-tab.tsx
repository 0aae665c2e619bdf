// The Lists tab ('Your Lists'): search over the saved lists and rosters,
// '+ Create', 'New Folder', 'Import', then the lists, rosters and folders in
// their order (drag to reorder), or the search results. Signed in, it shows the
// account's lists, and says when this device keeps lists of its own.
import { searchLibraryMembers, type ArmyList, type CampaignRoster, type Folder, type LibraryItem, type MemberEntry } from '@scrolldex/rules';
import { useNavigate } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { FolderPlus, Import } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';

import { useToast } from '../../shared/use-toast';
import {
  DeviceListsNotice,
  type FolderRowAction,
  InstallPrompt,
  ListRow,
  type ListRowAction,
  ListsBoard,
  type ListsDialog,
  ListsDialogs,
  useLibraryActions,
  useShownLibrary,
} from '../lists';
import { ListsLoading } from '../../shared/lists-loading';
import { RosterRow, type RosterRowAction, useRosterRowActions } from '../rosters';
import { openFoldersAtom } from '../../state/list-ui';
import { useLibraryReady } from '../../state/lists';
import { hasSessionAtom } from '../../state/session';
import { confirmDeleteAtom, developerModeAtom } from '../../state/settings';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { FilterBar } from '../../ui/filter-bar';
import styles from './lists-tab.module.css';

export function ListsTab() {
  const shown = useShownLibrary();
  const ready = useLibraryReady();
  const signedIn = useAtomValue(hasSessionAtom);
  const actions = useLibraryActions();
  const navigate = useNavigate();
  const toast = useToast();
  const confirmDelete = useAtomValue(confirmDeleteAtom);
  const developerMode = useAtomValue(developerModeAtom);
  const [openFolders, setOpenFolders] = useAtom(openFoldersAtom);
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState<ListsDialog | null>(null);
  const { onRosterAction, rosterDialog } = useRosterRowActions();
  const folders = useMemo(() => shown.view.flatMap((entry) => (entry.kind === 'folder' ? [entry.folder] : [])), [shown.view]);

  const requestDelete = useCallback(
    (list: ArmyList) => {
      if (confirmDelete) return setDialog({ kind: 'deleteList', list });
      toast('List deleted', 'info', { label: 'Undo', run: actions.deleteList(list.id) });
    },
    [actions, confirmDelete, toast],
  );
  const onListAction = useCallback(
    (action: ListRowAction, list: ArmyList) => {
      if (action === 'issues') setDialog({ kind: 'issues', list });
      else if (action === 'move') setDialog({ kind: 'move', list });
      else if (action === 'delete') requestDelete(list);
      else {
        const copyId = actions.duplicate(list.id);
        if (copyId) {
          toast('List duplicated');
          void navigate({ to: '/list/$id', params: { id: copyId } });
        }
      }
    },
    [actions, navigate, requestDelete, toast],
  );
  const onFolderAction = useCallback(
    (action: FolderRowAction, folder: Folder) => {
      if (action === 'edit') setDialog({ kind: 'editFolder', folder, creating: false });
      else if (action === 'delete') setDialog({ kind: 'deleteFolder', folder });
      else {
        actions.lockAll(folder.id);
        toast(`Lock changed for the lists in ${folder.name}`);
      }
    },
    [actions, toast],
  );
  const onTrash = useCallback(
    (item: LibraryItem) => {
      if (item.kind === 'folder') {
        const folder = folders.find((candidate) => candidate.id === item.id);
        if (folder) setDialog({ kind: 'deleteFolder', folder });
        return;
      }
      if (item.kind === 'roster') {
        const roster = shown.rosters.find((candidate) => candidate.id === item.id);
        if (roster) onRosterAction('delete', roster);
        return;
      }
      const list = shown.lists.find((candidate) => candidate.id === item.id);
      if (list) requestDelete(list);
    },
    [folders, onRosterAction, requestDelete, shown.lists, shown.rosters],
  );
  const onToggleFolder = useCallback(
    (folderId: string) =>
      setOpenFolders((open) => {
        const next = new Set(open);
        if (!next.delete(folderId)) next.add(folderId);
        return next;
      }),
    [setOpenFolders],
  );
  const newFolder = () => {
    const folder = actions.newFolder();
    setDialog({ kind: 'editFolder', folder, creating: true });
  };

  const empty = shown.view.length === 0;
  return (
    <section aria-labelledby="your-lists" className={styles.lists}>
      <div className={styles.top}>
        <h2 id="your-lists" className={styles.heading}>
          Your Lists
        </h2>
        <div className={styles.actions}>
          <Button variant="primary" className={styles.action} onClick={() => void navigate({ to: '/create' })}>
            + Create
          </Button>
          <Button className={styles.action} icon={<FolderPlus size={18} aria-hidden="true" />} onClick={newFolder}>
            New Folder
          </Button>
          <Button className={styles.action} icon={<Import size={18} aria-hidden="true" />} onClick={() => void navigate({ to: '/import' })}>
            Import
          </Button>
        </div>
      </div>
      <InstallPrompt listCount={shown.lists.length} />
      {signedIn && <DeviceListsNotice />}
      {ready && !empty && <FilterBar placeholder="Search lists" query={query} onQueryChange={setQuery} />}
      {!ready ? (
        <ListsLoading />
      ) : empty ? (
        <EmptyState title="You have no saved lists yet.">
          {signedIn ? 'Lists you build or import are kept here and synced to your account.' : 'Lists you build or import are kept here, on this device.'}
        </EmptyState>
      ) : query.trim() !== '' ? (
        <SearchResults
          lists={shown.lists}
          rosters={shown.rosters}
          query={query}
          showDeleted={developerMode}
          onAction={onListAction}
          onRosterAction={onRosterAction}
        />
      ) : (
        <ListsBoard
          view={shown.view}
          openFolders={openFolders}
          onToggleFolder={onToggleFolder}
          showDeleted={developerMode}
          onListAction={onListAction}
          onRosterAction={onRosterAction}
          onFolderAction={onFolderAction}
          onMove={actions.move}
          onTrash={onTrash}
        />
      )}
      {developerMode && shown.deleted.length > 0 && (
        <ul className={styles.results} aria-label="Deleted lists">
          {shown.deleted.map((list) => (
            <li key={list.id}>
              <ListRow list={list} showDeleted onAction={onListAction} />
            </li>
          ))}
        </ul>
      )}
      <ListsDialogs dialog={dialog} onClose={() => setDialog(null)} folders={folders} actions={actions} />
      {rosterDialog}
    </section>
  );
}

type SearchResultsProps = {
  lists: readonly ArmyList[];
  rosters: readonly CampaignRoster[];
  query: string;
  showDeleted: boolean;
  onAction: (action: ListRowAction, list: ArmyList) => void;
  onRosterAction: (action: RosterRowAction, roster: CampaignRoster) => void;
};

function SearchResults({ lists, rosters, query, showDeleted, onAction, onRosterAction }: SearchResultsProps) {
  const result = useMemo(() => {
    const members = [...lists.map((list): MemberEntry => ({ kind: 'list', list })), ...rosters.map((roster): MemberEntry => ({ kind: 'roster', roster }))];
    return searchLibraryMembers(members, query);
  }, [lists, rosters, query]);
  return (
    <>
      {result.fallback && <p className={styles.fallback}>{result.fallback.message}</p>}
      {result.items.length === 0 ? (
        <EmptyState title={rosters.length === 0 ? 'No lists match your search.' : 'No lists or rosters match your search.'} />
      ) : (
        <ul className={styles.results} aria-label="Search results">
          {result.items.map((entry) =>
            entry.kind === 'list' ? (
              <li key={entry.list.id}>
                <ListRow list={entry.list} showDeleted={showDeleted} onAction={onAction} />
              </li>
            ) : (
              <li key={entry.roster.id}>
                <RosterRow roster={entry.roster} onAction={onRosterAction} />
              </li>
            ),
          )}
        </ul>
      )}
    </>
  );
}
