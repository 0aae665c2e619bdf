// A player's action on a game, through the engine (state/games): a refusal is
// told in a toast, unless the screen answers that refusal itself (a priority
// roll to ask for, the end of the game to offer).
import type { GameAction, GameActionErrorCode } from '@scrolldex/rules';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';

import { useToast } from '../../shared/use-toast';
import { playGameAtom, type PlayOutcome } from '../../state/games';
import { gameActionSentence } from './game-words';

export type PlayGame = (action: GameAction, options?: { quiet?: readonly GameActionErrorCode[] }) => PlayOutcome;

export function useGamePlay(gameId: string): PlayGame {
  const playGame = useSetAtom(playGameAtom);
  const toast = useToast();
  return useCallback(
    (action, { quiet = [] } = {}) => {
      const outcome = playGame({ gameId, action });
      if ('refused' in outcome && !quiet.includes(outcome.refused.code)) toast(gameActionSentence(outcome.refused), 'error');
      if ('missing' in outcome) toast('This game is no longer on this device.', 'error');
      return outcome;
    },
    [gameId, playGame, toast],
  );
}
