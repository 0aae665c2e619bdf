// The game the battle view follows, for the controls deep inside its cards (a
// tick, a command's Use): they read it from here, so a tick re-renders those
// small controls and never the cards' text.
import type { Game } from '@scrolldex/rules';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

import { useGamePlay, type PlayGame } from './use-game-play';

export type GamePlay = { game: Game; play: PlayGame };

const GamePlayContext = createContext<GamePlay | null>(null);

export function GamePlayProvider({ game, children }: { game: Game; children: ReactNode }) {
  const play = useGamePlay(game.id);
  const value = useMemo(() => ({ game, play }), [game, play]);
  return <GamePlayContext.Provider value={value}>{children}</GamePlayContext.Provider>;
}

/** The game being played, or null outside a game. */
export function useGamePlayContext(): GamePlay | null {
  return useContext(GamePlayContext);
}
