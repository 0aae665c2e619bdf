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
        return { open: () => Promise.resolve().then(() => steps.push('database open')) } as never;
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
  it("loads the database's code, opens it, loads the lists' code and reads the list once it is open, each in a task of its own", async () => {
    const steps: string[] = [];
    startListData({ params: { id: 'list-1' } }, loaders(steps));
    await restOfTask();
    expect(steps).toEqual(['database code']);
    await nextTask();
    await restOfTask();
    expect(steps).toEqual(['database code', 'database connection', 'database open']);
    await nextTask();
    await restOfTask();
    expect(steps).toEqual(['database code', 'database connection', 'database open', 'lists code']);
    await nextTask();
    await restOfTask();
    expect(steps).toEqual(['database code', 'database connection', 'database open', 'lists code', 'read list-1']);
  });

  it('reads the list only once the database is open, in a task after', async () => {
    const steps: string[] = [];
    let open = () => {};
    const slowOpen = new Promise<void>((resolve) => (open = resolve));
    const database = (): never => ({ open: () => slowOpen }) as never;
    startListData({ params: { id: 'list-1' } }, { ...loaders(steps), database: () => Promise.resolve({ database }) });
    for (let task = 0; task < 4; task++) await nextTask();
    expect(steps).toEqual(['lists code']);
    open();
    await restOfTask();
    expect(steps).toEqual(['lists code']);
    await nextTask();
    await restOfTask();
    expect(steps).toEqual(['lists code', 'read list-1']);
  });

  it('leaves the list to its screen when the database does not open', async () => {
    const steps: string[] = [];
    const database = (): never => ({ open: () => Promise.reject(new Error('blocked')) }) as never;
    startListData({ params: { id: 'list-1' } }, { ...loaders(steps), database: () => Promise.resolve({ database }) });
    for (let task = 0; task < 5; task++) await nextTask();
    expect(steps).toEqual(['lists code']);
  });

  it('leaves the list to its screen when a step fails', async () => {
    const steps: string[] = [];
    const failing = { ...loaders(steps), screenData: () => Promise.reject(new Error('offline')) };
    startListData({ params: { id: 'list-1' } }, failing);
    for (let task = 0; task < 4; task++) await nextTask();
    expect(steps).toEqual(['database code', 'database connection', 'database open']);
  });
});
