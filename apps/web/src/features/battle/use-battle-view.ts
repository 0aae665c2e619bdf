// The battle view of a list as the engine builds it, with the player's
// optional sections and dragged section order applied. A game shows the
// commands whatever the setting: command points are spent on their cards.
// Its abilities read for the first time on a page (opened at its own address,
// or first opened from the builder), a 2,000-point list's view took one task
// of about 100 ms on a phone: it is built a few steps per task, and is null
// until it is first whole. Read before, it is whole in the render that asks
// for it; come back to through history, it is built whole at once, so that
// the screen's scroll position can be restored (shared/history-return.ts).
import { applyPhaseSort, battleViewSteps, type ArmyList, type BattleView, type GameData } from '@scrolldex/rules';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useReducer, useState } from 'react';

import { cameBackThroughHistory } from '../../shared/history-return';
import { finishInTasks, stepsInTasks } from '../../shared/steps-in-tasks';
import { phaseSortAtom } from '../../state/battle';
import { battleCommandModelAbilitiesAtom, battleCommandsAtom, battleCoreAbilitiesAtom } from '../../state/settings';

/** The build's time in one task: with its last step and the render around it, under 50 ms on a phone (CPU slowed 4x). */
export const BUILD_MS_PER_TASK = 25;

export function useBattleView(list: ArmyList, data: GameData, { inGame = false }: { inGame?: boolean } = {}): BattleView | null {
  const showCoreAbilities = useAtomValue(battleCoreAbilitiesAtom);
  const showCommandModelAbilities = useAtomValue(battleCommandModelAbilitiesAtom);
  const showCommands = useAtomValue(battleCommandsAtom) || inGame;
  const preference = useAtomValue(phaseSortAtom);
  const [renderBudgetMs] = useState(() => (cameBackThroughHistory() ? Number.POSITIVE_INFINITY : BUILD_MS_PER_TASK));
  // Its first steps in the render that asks for a new build; the render of another change meanwhile runs none.
  const build = useMemo(() => {
    const run = stepsInTasks(battleViewSteps(list, data, { showCoreAbilities, showCommandModelAbilities, showCommands }));
    run.advance(renderBudgetMs);
    return run;
  }, [list, data, showCoreAbilities, showCommandModelAbilities, showCommands, renderBudgetMs]);
  const [, built] = useReducer((count: number) => count + 1, 0);
  const view = build.result();
  const whole = view !== null;
  // A new setting or a new version of the list keeps the last view on screen until its own is whole.
  const [last, setLast] = useState<{ listId: string; view: BattleView } | null>(null);
  if (view && last?.view !== view) setLast({ listId: list.id, view });
  const shown = view ?? (last?.listId === list.id ? last.view : null);
  useEffect(() => {
    if (whole) return;
    let stopped = false;
    void finishInTasks(build, BUILD_MS_PER_TASK, () => stopped).then((done) => done && built());
    return () => {
      stopped = true;
    };
  }, [build, whole]);
  return useMemo(() => shown && applyPhaseSort(shown, preference), [shown, preference]);
}
