// The battle view of a list as the engine builds it, with the player's
// optional sections and dragged section order applied. A game shows the
// commands whatever the setting: command points are spent on their cards.
import { applyPhaseSort, buildBattleView, type ArmyList, type BattleView, type GameData } from '@scrolldex/rules';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';

import { phaseSortAtom } from '../../state/battle';
import { battleCommandModelAbilitiesAtom, battleCommandsAtom, battleCoreAbilitiesAtom } from '../../state/settings';

export function useBattleView(list: ArmyList, data: GameData, { inGame = false }: { inGame?: boolean } = {}): BattleView {
  const showCoreAbilities = useAtomValue(battleCoreAbilitiesAtom);
  const showCommandModelAbilities = useAtomValue(battleCommandModelAbilitiesAtom);
  const showCommands = useAtomValue(battleCommandsAtom) || inGame;
  const preference = useAtomValue(phaseSortAtom);
  const view = useMemo(
    () => buildBattleView(list, data, { showCoreAbilities, showCommandModelAbilities, showCommands }),
    [list, data, showCoreAbilities, showCommandModelAbilities, showCommands],
  );
  return useMemo(() => applyPhaseSort(view, preference), [view, preference]);
}
