import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { makeList } from '../../test/builders.js';
import { ROOT_FOLDER_ID, type RecordState } from '../list/folder.js';
import { decideRecords, decideSync } from './decide-sync.js';
import { folderRecordState, listRecordState, rootRecordState } from './record-state.js';

const state = (id: string, updatedAt: number, deleted = false): RecordState => ({ id, updatedAt, deleted });

describe('decideRecords: the sync rule', () => {
  it('fetches what the server has newer and pushes what we have newer', () => {
    expect(decideRecords([state('a', 1), state('b', 5)], [state('a', 2), state('b', 4)])).toEqual({ fetch: ['a'], push: ['b'], dropLocally: [] });
  });

  it('pushes a list only we have, and drops it for good when it is deleted', () => {
    expect(decideRecords([state('a', 1), state('b', 1, true)], [])).toEqual({ fetch: [], push: ['a'], dropLocally: ['b'] });
  });

  it('fetches a list only the server has, unless deleted there', () => {
    expect(decideRecords([], [state('a', 1), state('b', 1, true)])).toEqual({ fetch: ['a'], push: [], dropLocally: [] });
  });

  it('does nothing for records with equal times', () => {
    expect(decideRecords([state('a', 3), state('b', 3, true)], [state('a', 3), state('b', 3, true)])).toEqual({ fetch: [], push: [], dropLocally: [] });
  });

  it('lets a newer deletion win on either side', () => {
    expect(decideRecords([state('a', 1)], [state('a', 2, true)]).fetch).toEqual(['a']);
    expect(decideRecords([state('a', 2, true)], [state('a', 1)]).push).toEqual(['a']);
  });
});

describe('decideSync', () => {
  it('needs no sync when nothing differs, the root order included', () => {
    const lists = [listRecordState(makeList('Skaven', { id: 'l1', _updatedAt: 10 }))];
    const folders = [rootRecordState(7), folderRecordState({ id: 'f1', updatedAt: 3, deleted: false })];
    expect(decideSync({ lists, folders }, { listStates: [state('l1', 10)], folderStates: [state(ROOT_FOLDER_ID, 7), state('f1', 3)] })).toEqual({
      lists: { fetch: [], push: [], dropLocally: [] },
      folders: { fetch: [], push: [], dropLocally: [] },
      inSync: true,
    });
  });

  it('syncs the root pseudo folder by when the order changed', () => {
    const plan = decideSync({ lists: [], folders: [rootRecordState(9)] }, { listStates: [], folderStates: [state(ROOT_FOLDER_ID, 7)] });
    expect(plan).toEqual({ lists: { fetch: [], push: [], dropLocally: [] }, folders: { fetch: [], push: ['root'], dropLocally: [] }, inSync: false });
  });

  it('never loses a record that exists, not deleted, on one side (property)', () => {
    const ids = fc.constantFrom<string>('a', 'b', 'c', 'd', 'e', 'f');
    const records = fc.uniqueArray(fc.record({ id: ids, updatedAt: fc.integer({ min: 0, max: 5 }), deleted: fc.boolean() }), { selector: (r) => r.id });
    fc.assert(
      fc.property(records, records, (local, server) => {
        const { fetch, push, dropLocally } = decideRecords(local, server);
        const mine = new Map(local.map((r) => [r.id, r]));
        const theirs = new Map(server.map((r) => [r.id, r]));
        // Each id gets at most one action.
        const acted = [...fetch, ...push, ...dropLocally];
        expect(new Set(acted).size).toBe(acted.length);
        // Only ours, not deleted: pushed. Only theirs, not deleted: fetched.
        for (const r of local) if (!theirs.has(r.id) && !r.deleted) expect(push).toContain(r.id);
        for (const r of server) if (!mine.has(r.id) && !r.deleted) expect(fetch).toContain(r.id);
        // Only a deleted record the server lacks is ever dropped.
        for (const id of dropLocally) expect(mine.get(id)!.deleted && !theirs.has(id)).toBe(true);
        // Apply the plan: every record alive somewhere before is alive somewhere after,
        // unless a newer deletion from the other side replaced it.
        const localAfter = new Map(mine);
        const serverAfter = new Map(theirs);
        for (const id of fetch) localAfter.set(id, theirs.get(id)!);
        for (const id of push) serverAfter.set(id, mine.get(id)!);
        for (const id of dropLocally) localAfter.delete(id);
        for (const id of new Set([...mine.keys(), ...theirs.keys()])) {
          const alive = [mine.get(id), theirs.get(id)].filter((r) => r && !r.deleted) as RecordState[];
          if (alive.length === 0) continue;
          const newest = Math.max(...[mine.get(id), theirs.get(id)].filter(Boolean).map((r) => r!.updatedAt));
          const deletedNewer = [mine.get(id), theirs.get(id)].some((r) => r?.deleted && r.updatedAt === newest && alive.every((a) => a.updatedAt < newest));
          const survives = [localAfter.get(id), serverAfter.get(id)].some((r) => r && !r.deleted);
          expect(survives || deletedNewer).toBe(true);
          expect(localAfter.has(id) || serverAfter.has(id)).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('is in sync exactly when every record we hold has the server time and the server holds nothing new to us (property)', () => {
    const side = fc.uniqueArray(fc.record({ id: fc.constantFrom('a', 'b', 'c', 'root'), updatedAt: fc.integer({ min: 0, max: 3 }), deleted: fc.boolean() }), {
      selector: (r) => r.id,
    });
    // Our side is often a copy of the server's, else drawn apart, so both answers come up.
    const sides = side.chain((server) => fc.oneof(fc.constant(server), side).map((local) => ({ local, server })));
    /** Equal times need nothing; a record only we hold is pushed or dropped; one only the server holds is fetched unless deleted. */
    const agree = ({ local, server }: { local: RecordState[]; server: RecordState[] }) =>
      local.every((mine) => server.some((theirs) => theirs.id === mine.id && theirs.updatedAt === mine.updatedAt)) &&
      server.every((theirs) => theirs.deleted || local.some((mine) => mine.id === theirs.id));
    const answers = new Set<boolean>();
    fc.assert(
      fc.property(sides, sides, (lists, folders) => {
        const { inSync } = decideSync({ lists: lists.local, folders: folders.local }, { listStates: lists.server, folderStates: folders.server });
        expect(inSync).toBe(agree(lists) && agree(folders));
        answers.add(inSync);
      }),
      { numRuns: 500 },
    );
    expect(answers).toEqual(new Set([true, false]));
  });
});
