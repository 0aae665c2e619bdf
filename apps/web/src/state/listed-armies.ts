// The armies a form offers to choose from (a new list's faction, Change
// Faction, the opponent's army): the data's small index names them all, so no
// army's data, nor the whole data, is needed to list them.
import type { BrowseSource } from '@scrolldex/rules';
import { useAtomValue } from 'jotai';

import { gameDataAtom, gameDataIndexAtom, heldGameDataAtom } from './game-data';
import { heldReleaseDataAtom } from './release-data';
import { dataRefAtom } from './settings';

/**
 * The armies to choose from in the data of `dataRef` (null: the app's): a release's own data; for the app's, the held
 * data's index (newer after an update), else the first one, else the whole data.
 */
export function useListedArmies(dataRef: string | null): BrowseSource | null {
  const other = useAtomValue(dataRefAtom) !== dataRef && dataRef !== null;
  const releases = useAtomValue(heldReleaseDataAtom);
  const held = useAtomValue(heldGameDataAtom)?.index ?? null;
  const index = useAtomValue(gameDataIndexAtom);
  const whole = useAtomValue(gameDataAtom);
  return other ? (releases[dataRef] ?? null) : (held ?? index ?? whole);
}
