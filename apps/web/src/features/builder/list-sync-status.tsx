// Under the builder's strip: whether the list open here is in step with the
// account's other devices ('Synced 2m ago') or why not ('Other
// devices'), in the words of the account's sync card.
import { useAtomValue } from 'jotai';
import { CloudAlert, CloudCheck, CloudOff, RefreshCw } from 'lucide-react';

import { useNow } from '../../shared/use-now';
import { useOnline } from '../../shared/use-online';
import { formatMediumDate, formatRelativeSyncTime } from '../account';
import { libraryAtom } from '../../state/lists';
import { hasSessionAtom } from '../../state/session';
import { syncNeedsSubscriptionAtom } from '../../state/subscription';
import { listSyncFailedAtom, syncingAtom } from '../../state/sync';
import styles from './list-sync-status.module.css';

export type ListSyncFacts = {
  signedIn: boolean;
  needsSubscription: boolean;
  online: boolean;
  syncing: boolean;
  failed: boolean;
  /** This list has changes the server does not hold yet. */
  unsynced: boolean;
  lastSynced: number | null;
};

export type ListSyncState = { tone: 'synced' | 'pending' | 'off' | 'failed'; text: string };

/** What the builder says of the list's sync: the first reason it is not in step, else when it last was. */
export function listSyncState(facts: ListSyncFacts, now: number, formatDate: (time: number) => string): ListSyncState {
  if (!facts.signedIn) return { tone: 'off', text: 'Not signed in: kept on this device only' };
  if (facts.needsSubscription) return { tone: 'off', text: 'Kept on this device: lists sync only for subscribers' };
  if (!facts.online) return { tone: 'off', text: 'Offline: changes sync when you are back online' };
  if (facts.syncing) return { tone: 'pending', text: 'Syncing...' };
  if (facts.failed) return { tone: 'failed', text: 'Could not sync: changes are kept here' };
  if (facts.unsynced) return { tone: 'pending', text: 'Changes not synced yet' };
  if (facts.lastSynced === null) return { tone: 'pending', text: 'Not synced yet' };
  const when = formatRelativeSyncTime(facts.lastSynced, now, formatDate);
  return { tone: 'synced', text: `Synced ${when === 'Just now' || when === 'Yesterday' ? when.toLowerCase() : when}` };
}

const ICONS = { synced: CloudCheck, pending: RefreshCw, off: CloudOff, failed: CloudAlert } as const;

export function ListSyncStatus({ listId }: { listId: string }) {
  const library = useAtomValue(libraryAtom);
  const list = library.lists.find((candidate) => candidate.id === listId);
  const state = listSyncState(
    {
      signedIn: useAtomValue(hasSessionAtom),
      needsSubscription: useAtomValue(syncNeedsSubscriptionAtom),
      online: useOnline(),
      syncing: useAtomValue(syncingAtom),
      failed: useAtomValue(listSyncFailedAtom),
      unsynced: list !== undefined && library.synced.lists[list.id] !== list._updatedAt,
      lastSynced: library.lastSynced,
    },
    useNow(),
    formatMediumDate,
  );
  const Icon = ICONS[state.tone];
  return (
    <p className={[styles.status, styles[state.tone]].join(' ')}>
      <Icon size={14} aria-hidden="true" />
      {state.text}
    </p>
  );
}
