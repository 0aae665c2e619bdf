// What a list's screens (the builder, the battle view) ask for from their route, while the screen's code loads: the
// list's army data (state/list-screen-data.ts). Its module is a chunk of its own (it reads the saved lists), not in the
// first one. The lists' read opens the database (tens of ms on a phone, CPU 4x): it starts in a task of its own, not in
// the one that evaluated the chunks (together over 150 ms on the battle view). Not awaited; on a failure the screen
// asks for it itself.
import { getDefaultStore } from 'jotai';

import { nextTask } from '../shared/next-task';

type ListScreenData = typeof import('../state/list-screen-data');

export function startListData(
  { params }: { params: { id: string } },
  load: () => Promise<Pick<ListScreenData, 'startListDataAtom'>> = () => import('../state/list-screen-data'),
): void {
  void load()
    .then(async ({ startListDataAtom }) => {
      await nextTask();
      await getDefaultStore().set(startListDataAtom, params.id);
    })
    .catch(() => undefined);
}
