import { atom } from 'jotai';
import { describe, expect, it } from 'vitest';

import { startListData, type ListDataLoaders } from './start-list-data';

/** Stand-ins for the database's module and the list screens' data module, which record what happened, in order. */
function loaders(steps: string[]): ListDataLoaders {
  const startListDataAtom = atom(null, async (_get, _set, id: string) => {
    steps.push(`read ${id}`);
  });
  return {
    database: () => {
      steps.push('database code');
      const database = (): never => {
        steps.push('database connection');
        return undefined as never;
      };
      return Promise.resolve({ database });
    },
    screenData: () => {
      steps.push('lists code');
      return Promise.resolve({ startListDataAtom });
    },
  };
}

/** Runs every microtask of this task (a module's import resolving included). */
async function restOfTask(): Promise<void> {
  for (let hop = 0; hop < 10; hop++) await Promise.resolve();
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

describe('startListData', () => {
  it("loads the database's code, makes its connection, loads the lists' code and reads the list, each in a task of its own", async () => {
    const steps: string[] = [];
    startListData({ params: { id: 'list-1' } }, loaders(steps));
    await restOfTask();
    expect(steps).toEqual(['database code']);
    await nextTask();
    await restOfTask();
    expect(steps).toEqual(['database code', 'database connection']);
    await nextTask();
    await restOfTask();
    expect(steps).toEqual(['database code', 'database connection', 'lists code']);
    await nextTask();
    await restOfTask();
    expect(steps).toEqual(['database code', 'database connection', 'lists code', 'read list-1']);
  });

  it('leaves the list to its screen when a step fails', async () => {
    const steps: string[] = [];
    const failing = { ...loaders(steps), screenData: () => Promise.reject(new Error('offline')) };
    startListData({ params: { id: 'list-1' } }, failing);
    for (let task = 0; task < 4; task++) await nextTask();
    expect(steps).toEqual(['database code', 'database connection']);
  });
});
