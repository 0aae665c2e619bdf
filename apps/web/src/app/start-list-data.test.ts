import { atom } from 'jotai';
import { describe, expect, it } from 'vitest';

import { startListData } from './start-list-data';

/** A stand-in for the list screens' data module, whose atom records the lists it is asked for. */
function listScreenData(asked: string[]) {
  const startListDataAtom = atom(null, async (_get, _set, id: string) => {
    asked.push(id);
  });
  return () => Promise.resolve({ startListDataAtom });
}

describe('startListData', () => {
  it("asks for the list's data in a task after its module came, not in the task that evaluated it", async () => {
    const asked: string[] = [];
    startListData({ params: { id: 'list-1' } }, listScreenData(asked));
    // Every microtask of this task: the module has come.
    for (let hop = 0; hop < 10; hop++) await Promise.resolve();
    expect(asked).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual(['list-1']);
  });
});
