// The battle view of a list as the engine builds it, with the player's
// optional sections and dragged section order applied. A game shows the
// commands whatever the setting: command points are spent on their cards.
import {
  applyPhaseSort,
  buildBattleView,
  buildBattleViewInSteps,
  type ArmyList,
  type BattleView,
  type BattleViewSettings,
  type GameData,
} from '@scrolldex/rules';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';

import { phaseSortAtom } from '../../state/battle';
import { battleCommandModelAbilitiesAtom, battleCommandsAtom, battleCoreAbilitiesAtom } from '../../state/settings';

/**
 * Thread time the steps of a list's build may take in one task, each task ending with its last step past it: well under
 * 50 ms on a phone (CPU 4x). At 10 ms a task, the build's tasks waited behind the page's others: in two traced visits
 * at CPU 4x the phase showed about half a second later than with the build in one task.
 */
export const BUILD_STEPS_BUDGET_MS = 30;

function useBattleViewSettings({ inGame = false }: { inGame?: boolean } = {}): BattleViewSettings {
  const showCoreAbilities = useAtomValue(battleCoreAbilitiesAtom);
  const showCommandModelAbilities = useAtomValue(battleCommandModelAbilitiesAtom);
  const showCommands = useAtomValue(battleCommandsAtom) || inGame;
  return useMemo(() => ({ showCoreAbilities, showCommandModelAbilities, showCommands }), [showCoreAbilities, showCommandModelAbilities, showCommands]);
}

export function useBattleView(list: ArmyList, data: GameData, { inGame = false }: { inGame?: boolean } = {}): BattleView {
  const settings = useBattleViewSettings({ inGame });
  const preference = useAtomValue(phaseSortAtom);
  const view = useMemo(() => buildBattleView(list, data, settings), [list, data, settings]);
  return useMemo(() => applyPhaseSort(view, preference), [view, preference]);
}

/**
 * With `inSteps`, false until the list's view is built, in steps of about BUILD_STEPS_BUDGET_MS a task, after the
 * commit that shows the page's header: built in the render that shows it, a 2,000-point list's view held a phone's main
 * thread (CPU 4x) for 150 ms, one task. The screen's own build (useBattleView) then finds it built. True at once without
 * `inSteps`, and for good once true: a later change of the list is built in the render that shows it.
 */
export function useBattleViewBuilt(list: ArmyList, data: GameData, inSteps: boolean): boolean {
  const settings = useBattleViewSettings();
  const [built, setBuilt] = useState(!inSteps);
  useEffect(() => {
    if (built) return;
    const steps = buildBattleViewInSteps(list, data, settings);
    let timer: ReturnType<typeof setTimeout>;
    const step = () => {
      const started = performance.now();
      while (performance.now() - started < BUILD_STEPS_BUDGET_MS) {
        if (steps.next().done) {
          setBuilt(true);
          return;
        }
      }
      timer = setTimeout(step, 0);
    };
    timer = setTimeout(step, 0);
    return () => clearTimeout(timer);
  }, [built, list, data, settings]);
  return built;
}
