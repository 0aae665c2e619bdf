import 'fake-indexeddb/auto';

import { LIST_HISTORY_LIMIT, softDeleteItem, type ArmyList } from '@scrolldex/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { buildStormcastList, LEGAL_EDITS } from '../test/legal-list';
import { clearListStorage } from '../test/list-storage';
import { databaseAtVersion } from '../test/old-database';
import { database, openDatabase } from './db';
import { listHistoryWritesSettled, readListHistory, writeListHistory, type KeptListHistory } from './list-history-store';
import { accountOwner, DEVICE_OWNER, deleteLibrary, EMPTY_LIBRARY, saveLibrary, type LibraryOwner } from './list-library-store';

/** The builder's list after its first `edits` edits, stamped `edits`. */
function listAfter(edits: number, id = 'builder-list'): ArmyList {
  return buildStormcastList(LEGAL_EDITS.slice(0, edits), { id, _updatedAt: edits });
}

/** Two edits made, the second undone. */
function historyOf(id = 'builder-list'): KeptListHistory {
  return { past: [listAfter(0, id)], future: [listAfter(2, id)], listUpdatedAt: 1 };
}

async function storedRow(owner: string, id: string): Promise<unknown> {
  await listHistoryWritesSettled();
  return (await database().listHistories.get([owner, id]))?.history;
}

/** Saves lists of these ids for `owner`: a history is stored only beside its list. */
async function storeLists(owner: LibraryOwner, ...ids: string[]): Promise<void> {
  await saveLibrary(owner, EMPTY_LIBRARY, { ...EMPTY_LIBRARY, lists: ids.map((id) => listAfter(1, id)) });
}

beforeEach(() => clearListStorage());
afterEach(() => vi.restoreAllMocks());

describe('the stored undo history of a list', () => {
  it('reads back the history it stored, for its own owner and list only', async () => {
    await storeLists(DEVICE_OWNER, 'builder-list');
    await writeListHistory(DEVICE_OWNER, 'builder-list', historyOf());
    expect(await readListHistory(DEVICE_OWNER, 'builder-list')).toEqual(historyOf());
    expect(await readListHistory(accountOwner('u1'), 'builder-list')).toBeNull();
    expect(await readListHistory(DEVICE_OWNER, 'another-list')).toBeNull();
  });

  it('stores the latest of several writes asked for at once, and deletes one written as null', async () => {
    await storeLists(DEVICE_OWNER, 'builder-list');
    void writeListHistory(DEVICE_OWNER, 'builder-list', { ...historyOf(), listUpdatedAt: 7 });
    await writeListHistory(DEVICE_OWNER, 'builder-list', historyOf());
    expect(await storedRow(DEVICE_OWNER, 'builder-list')).toEqual(historyOf());
    await writeListHistory(DEVICE_OWNER, 'builder-list', null);
    expect(await storedRow(DEVICE_OWNER, 'builder-list')).toBeUndefined();
  });

  const unreadable: [string, unknown][] = [
    ['text that is no history', 'oops'],
    ['an old format, without the stamp of its list', { past: [listAfter(0)], future: [] }],
    ['a step that is no list', { ...historyOf(), past: [{ id: 'builder-list', name: 'Half a list' }] }],
    ['a step of another list', { ...historyOf(), past: [listAfter(0, 'another-list')] }],
    ['more steps than are kept', { ...historyOf(), past: Array.from({ length: LIST_HISTORY_LIMIT + 1 }, () => listAfter(0)) }],
  ];
  for (const [what, history] of unreadable)
    it(`drops ${what} with a warning naming the list, and deletes it`, async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      await database().listHistories.put({ owner: DEVICE_OWNER, id: 'builder-list', history });
      expect(await readListHistory(DEVICE_OWNER, 'builder-list')).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('undo history of list builder-list could not be read'));
      expect(await storedRow(DEVICE_OWNER, 'builder-list')).toBeUndefined();
    });

  it('goes with its list: deleted with the list, and with its library; another owner keeps theirs', async () => {
    const kept = listAfter(1, 'kept-list');
    const deleted = listAfter(1, 'builder-list');
    const library = { ...EMPTY_LIBRARY, lists: [kept, deleted] };
    await saveLibrary(DEVICE_OWNER, EMPTY_LIBRARY, library);
    await saveLibrary(accountOwner('u1'), EMPTY_LIBRARY, library);
    for (const owner of [DEVICE_OWNER, accountOwner('u1')]) {
      await writeListHistory(owner, 'kept-list', historyOf('kept-list'));
      await writeListHistory(owner, 'builder-list', historyOf());
    }

    await saveLibrary(DEVICE_OWNER, library, { ...library, lists: [kept, softDeleteItem(deleted, 5)] });
    expect(await storedRow(DEVICE_OWNER, 'builder-list')).toBeUndefined();
    expect(await storedRow(DEVICE_OWNER, 'kept-list')).toEqual(historyOf('kept-list'));
    await deleteLibrary(DEVICE_OWNER);
    expect(await storedRow(DEVICE_OWNER, 'kept-list')).toBeUndefined();
    expect(await storedRow(accountOwner('u1'), 'builder-list')).toEqual(historyOf());
  });

  it("is not stored once its list is gone: deleted, or its account's library cleared at logout while it waited", async () => {
    await storeLists(accountOwner('u1'), 'builder-list');
    const waiting = writeListHistory(accountOwner('u1'), 'builder-list', historyOf());
    const logout = deleteLibrary(accountOwner('u1'));
    await Promise.all([waiting, logout]);
    expect(await storedRow(accountOwner('u1'), 'builder-list')).toBeUndefined();
    await writeListHistory(DEVICE_OWNER, 'never-saved', historyOf('never-saved'));
    expect(await storedRow(DEVICE_OWNER, 'never-saved')).toBeUndefined();
  });

  it('opens a database of the version before undo histories (4) as version 5, its lists kept', async () => {
    const old = await databaseAtVersion(4);
    await old.table('savedLists').put({ owner: DEVICE_OWNER, id: 'l', list: { kept: true } });
    old.close();
    const upgraded = openDatabase();
    await upgraded.open();
    expect(upgraded.verno).toBe(6);
    expect(await upgraded.savedLists.count()).toBe(1);
    await upgraded.listHistories.put({ owner: DEVICE_OWNER, id: 'l', history: historyOf('l') });
    expect(await upgraded.listHistories.count()).toBe(1);
    upgraded.close();
  });
});
