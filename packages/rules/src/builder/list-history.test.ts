import { describe, expect, it } from 'vitest';

import { makeList } from '../../test/builders.js';
import { deepFreeze } from '../../test/test-kit.js';
import { EMPTY_LIST_HISTORY, LIST_HISTORY_LIMIT, recordListEdit, redoListEdit, undoListEdit } from './list-history.js';

const NOW = Date.UTC(2027, 2, 3);
const first = deepFreeze(makeList('Skaven', { name: 'First', _updatedAt: 1 }));
const second = deepFreeze(makeList('Skaven', { name: 'Second', _updatedAt: 2 }));
const third = deepFreeze(makeList('Skaven', { name: 'Third', _updatedAt: 3 }));

describe('list history', () => {
  it('undoes to the list before the last edit, stamped now, and redoes back', () => {
    const history = recordListEdit(recordListEdit(EMPTY_LIST_HISTORY, first), second);
    const undone = undoListEdit(history, third, NOW)!;
    expect(undone.list).toMatchObject({ name: 'Second', _updatedAt: NOW });
    const twice = undoListEdit(undone.history, undone.list, NOW)!;
    expect(twice.list.name).toBe('First');
    expect(undoListEdit(twice.history, twice.list, NOW)).toBeNull();
    const redone = redoListEdit(twice.history, twice.list, NOW + 1)!;
    expect(redone.list).toMatchObject({ name: 'Second', _updatedAt: NOW + 1 });
    expect(redoListEdit(redone.history, redone.list, NOW)!.list.name).toBe('Third');
  });

  it('forgets what was undone when a new edit is made', () => {
    const undone = undoListEdit(recordListEdit(EMPTY_LIST_HISTORY, first), second, NOW)!;
    const edited = recordListEdit(undone.history, undone.list);
    expect(redoListEdit(edited, third, NOW)).toBeNull();
  });

  it('keeps the last edits only', () => {
    let history = EMPTY_LIST_HISTORY;
    for (let index = 0; index < LIST_HISTORY_LIMIT + 5; index += 1) history = recordListEdit(history, makeList('Skaven', { name: `List ${index}` }));
    expect(history.past).toHaveLength(LIST_HISTORY_LIMIT);
    expect(history.past[0]!.name).toBe('List 5');
  });
});
