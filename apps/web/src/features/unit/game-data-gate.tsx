// What a data screen shows before the game data is in memory: a spinner while
// it loads, the loading error when nothing usable is cached. The unit, lore
// and regiment-of-renown pages render their content only through it.
import type { GameData } from '@scrolldex/rules';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';

import { dataErrorAtom, gameDataAtom } from '../../state/game-data';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';

type Props = {
  /** The page frame around the spinner or error. */
  fallback: (body: ReactNode) => ReactNode;
  children: (data: GameData) => ReactNode;
};

export function GameDataGate({ fallback, children }: Props) {
  const data = useAtomValue(gameDataAtom);
  const error = useAtomValue(dataErrorAtom);
  if (data) return children(data);
  if (error) return fallback(<EmptyState title="The game data could not be loaded.">{error}</EmptyState>);
  return fallback(<Spinner variant="block" label="Loading game data..." />);
}
