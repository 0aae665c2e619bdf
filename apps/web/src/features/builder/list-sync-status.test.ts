import { describe, expect, it } from 'vitest';

import { listSyncState, type ListSyncFacts } from './list-sync-status';

const NOW = Date.UTC(2026, 10, 29, 12);
const SYNCED: ListSyncFacts = {
  signedIn: true,
  needsSubscription: false,
  online: true,
  syncing: false,
  failed: false,
  unsynced: false,
  lastSynced: NOW - 5_000,
};
const state = (facts: Partial<ListSyncFacts>) => listSyncState({ ...SYNCED, ...facts }, NOW, () => '3 Nov 2026');

describe('listSyncState', () => {
  it('says when the list last synced', () => {
    expect(state({})).toEqual({ tone: 'synced', text: 'Synced just now' });
    expect(state({ lastSynced: NOW - 5 * 60_000 })).toEqual({ tone: 'synced', text: 'Synced 5m ago' });
    expect(state({ lastSynced: NOW - 30 * 86_400_000 }).text).toBe('Synced 3 Nov 2026');
    expect(state({ lastSynced: null }).text).toBe('Not synced yet');
  });

  it('says why it is not in step, the first reason first', () => {
    expect(state({ signedIn: false, online: false })).toEqual({ tone: 'off', text: 'Not signed in: kept on this device only' });
    expect(state({ needsSubscription: true, online: false }).text).toBe('Kept on this device: lists sync only for subscribers');
    expect(state({ online: false, failed: true }).text).toBe('Offline: changes sync when you are back online');
    expect(state({ syncing: true, failed: true }).text).toBe('Syncing...');
    expect(state({ failed: true, unsynced: true })).toEqual({ tone: 'failed', text: 'Could not sync: changes are kept here' });
    expect(state({ unsynced: true }).text).toBe('Changes not synced yet');
  });
});
