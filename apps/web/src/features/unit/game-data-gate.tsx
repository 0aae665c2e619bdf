// What a data screen shows before the game data is in memory: a spinner while
// it loads, the loading error when nothing usable is cached. The unit, lore
// and regiment-of-renown pages render their content only through it; a list's
// screens pass the release the list is pinned to, and a screen of one army its
// army, which it may show before the whole data has come.
import type { GameData } from '@scrolldex/rules';
import type { ReactNode } from 'react';

import { useGameDataOf } from '../../state/release-data';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';

type Props = {
  /** The page frame around the spinner or error. */
  fallback: (body: ReactNode) => ReactNode;
  children: (data: GameData) => ReactNode;
  /** The data release of a pinned list; the app's data source when null or absent. */
  dataRef?: string | null;
  /** The army the screen shows: its data alone will do (CORE_ONLY: the shared core alone). Null: every army's. */
  army?: string | null;
};

export function GameDataGate({ fallback, children, dataRef = null, army = null }: Props) {
  const { data, error } = useGameDataOf(dataRef, army);
  if (data) return children(data);
  if (error) return fallback(<EmptyState title="The game data could not be loaded.">{error}</EmptyState>);
  return fallback(<Spinner variant="block" label="Loading game data..." />);
}
