// Which phase the battle view shows and how the player moves between them:
// the phase view steps (wrapping) through the phases on offer but Passives &
// Reactions, which the bottom bar's toggle shows instead. The index is kept
// per page path with the phase's name (the name wins while still offered),
// the mode as the stored phase-view flag.
import { clampPhaseIndex, nextPhaseIndex, previousPhaseIndex, type BattleView, type PhaseView } from '@scrolldex/rules';
import { useRouterState } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useCallback, useMemo } from 'react';

import { phaseIndexAtom } from '../../state/battle';
import { battlePhaseViewAtom } from '../../state/settings';
import { usePhaseScroll } from './use-phase-scroll';

export const PASSIVES = 'Passives & Reactions';

export type PhaseNavigation = {
  /** The phases Previous, Next and the dropdown move through. */
  steps: readonly PhaseView[];
  index: number;
  /** True for the phase view, false for Passives & Reactions. */
  phaseView: boolean;
  /** What is on screen; null when the mode has nothing to show. */
  current: PhaseView | null;
  select: (index: number) => void;
  next: () => void;
  previous: () => void;
  togglePassives: () => void;
};

export function usePhaseNavigation(view: BattleView): PhaseNavigation {
  const path = useRouterState({ select: (state) => state.location.pathname });
  const [phaseView, setPhaseView] = useAtom(battlePhaseViewAtom);
  const [indexes, setIndexes] = useAtom(phaseIndexAtom);
  const steps = useMemo(() => view.phases.filter((phase) => phase.phase !== PASSIVES), [view]);
  const passives = view.phases.find((phase) => phase.phase === PASSIVES) ?? null;
  const remembered = indexes[path];
  const byName = remembered ? steps.findIndex((step) => step.phase === remembered.phase) : -1;
  const index = byName !== -1 ? byName : clampPhaseIndex(remembered?.index ?? 0, steps.length);
  const current = phaseView ? (steps[index] ?? null) : passives;
  const saveScroll = usePhaseScroll(path, phaseView ? (steps[index]?.phase ?? '') : PASSIVES);

  const select = useCallback(
    (target: number) => {
      saveScroll();
      const chosen = clampPhaseIndex(target, steps.length);
      setIndexes((all) => ({ ...all, [path]: { index: chosen, phase: steps[chosen]?.phase ?? '' } }));
      setPhaseView(true);
    },
    [saveScroll, setIndexes, setPhaseView, path, steps],
  );
  return {
    steps,
    index,
    phaseView,
    current,
    select,
    next: () => select(nextPhaseIndex(index, steps.length)),
    previous: () => select(previousPhaseIndex(index, steps.length)),
    togglePassives: () => {
      saveScroll();
      setPhaseView(!phaseView);
    },
  };
}
