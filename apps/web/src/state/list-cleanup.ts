// What the last cleaning of saved lists removed, until the player has read it.
import { atom } from 'jotai';

import type { ListCleanupReport } from '../data/list-data-cleanup';

export const listCleanupReportsAtom = atom<ListCleanupReport[]>([]);
