// What a list's screens (the builder, the battle view) ask for from their route, while the screen's code loads: the
// list's army data (state/list-screen-data.ts). Its module is a chunk of its own (it reads the saved lists), not in the
// first one. Not awaited; on a failure the screen asks for it itself.
//
// It starts in steps, each in a task of its own, not in the task that evaluated the saved lists' chunks (74-92 ms on
// a warm builder at CPU 4x, over 150 ms with the read on the battle view): the database's code (dexie, a chunk of its
// own), the database's connection (dexie's tables and indexes declared) and its opening, the lists' modules, then the
// read once the database is open.
import { getDefaultStore } from 'jotai';

import { nextTask } from '../shared/next-task';

type ListScreenData = typeof import('../state/list-screen-data');
type Database = typeof import('../data/db');

export type ListDataLoaders = {
  database: () => Promise<Pick<Database, 'database'>>;
  screenData: () => Promise<Pick<ListScreenData, 'startListDataAtom'>>;
};

const LIST_DATA_LOADERS: ListDataLoaders = { database: () => import('../data/db'), screenData: () => import('../state/list-screen-data') };

async function startInSteps(id: string, loaders: ListDataLoaders): Promise<void> {
  const { database } = await loaders.database();
  await nextTask();
  // Opened while the lists' code loads: what dexie does once the browser opened it (the stored tables checked against
  // the declared ones) is a task of its own, not the task that also starts the read. A failure is caught at once (a
  // rejection awaited only later is reported as unhandled) and left to the screen, whose own read shows it.
  const opened = database()
    .open()
    .then(
      () => true,
      () => false,
    );
  await nextTask();
  const { startListDataAtom } = await loaders.screenData();
  if (!(await opened)) return;
  await nextTask();
  await getDefaultStore().set(startListDataAtom, id);
}

export function startListData({ params }: { params: { id: string } }, loaders: ListDataLoaders = LIST_DATA_LOADERS): void {
  startInSteps(params.id, loaders).catch(() => undefined);
}
