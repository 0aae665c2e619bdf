import { getDefaultStore } from 'jotai';

import { startIndexLoad } from '../data/game-data-loader';
import { documentCache } from '../data/game-data-worker-client';
import { dataRefAtom } from '../state/settings';

/**
 * Starts the game-data worker and asks for the data's index, while the app renders: not after its first render. A
 * stage of its own (src/main.tsx): its modules (the data's loader, the stored settings and their schemas) evaluate
 * in a task before the router's and the screens', not in one long task with them.
 */
export function startDataLoad(): void {
  startIndexLoad(getDefaultStore().get(dataRefAtom), documentCache());
}
