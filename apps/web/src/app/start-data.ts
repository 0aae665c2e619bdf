import { getDefaultStore } from 'jotai';

import { startEarlyArmyLoad, startIndexLoad } from '../data/game-data-loader';
import { documentCache } from '../data/game-data-worker-client';
import { dataRefAtom } from '../state/settings';

/**
 * Asks the game-data worker (started by src/main.tsx) for the data's index, and on an army page's address for that
 * army's data, while the app renders: not after its first render. A stage of its own (src/main.tsx): its modules (the
 * data's loader, the stored settings and their schemas) evaluate in a task before the router's and the screens', not
 * in one long task with them.
 */
export function startDataLoad(): void {
  const ref = getDefaultStore().get(dataRefAtom);
  startIndexLoad(ref, documentCache());
  startEarlyArmyLoad(ref, location.pathname, documentCache());
}
