// Which phase the battle view shows and how the player moves between them:
// the phase view steps (wrapping) through the phases on offer but Passives &
// Reactions, which the bottom bar's toggle shows instead. The index is kept
// per page path with the phase's name (the name wins while still offered),
// the mode as the stored phase-view flag. While a game runs the game's phase
// leads instead (features/battle/use-game-phase-navigation).
import { clampPhaseIndex, nextPhaseIndex, previousPhaseIndex, type BattleView, type Phase, type PhaseView } from '@scrolldex/rules';
import { useRouterState } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useCallback, useMemo } from 'react';

import { phaseIndexAtom } from '../../state/battle';
import { battlePhaseViewAtom } from '../../state/settings';
import { usePhaseScroll } from './use-phase-scroll';

export const PASSIVES = 'Passives & Reactions';

export type PhaseNavigation = {
  /** The phases the dropdown offers (none while a game leads). */
  steps: readonly PhaseView[];
  index: number;
  /** True for the phase view, false for Passives & Reactions. */
  phaseView: boolean;
  /** What is on screen; null when the mode has nothing to show. */
  current: PhaseView | null;
  /** The phase the header names. */
  phase: Phase;
  /** The line over it: 'Phase 3 of 8', 'Round 2 · Your turn'. */
  position: string;
  /** Where Previous and Next lead; null when they lead nowhere. */
  previousTarget: string | null;
  nextTarget: string | null;
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
  const count = steps.length;
  // From Passives & Reactions, Previous and Next lead back into the phases around the one left.
  const canStep = count > 1 || (!phaseView && count > 0);
  const target = (step: 1 | -1) => (canStep ? (steps[(((index + step) % count) + count) % count]?.phase ?? null) : null);
  return {
    steps,
    index,
    phaseView,
    current,
    phase: current?.phase ?? (phaseView ? 'Unknown Phase' : PASSIVES),
    position: phaseView ? `Phase ${index + 1} of ${count}` : 'Any time',
    previousTarget: target(-1),
    nextTarget: target(1),
    select,
    next: () => select(nextPhaseIndex(index, count)),
    previous: () => select(previousPhaseIndex(index, count)),
    togglePassives: () => {
      saveScroll();
      setPhaseView(!phaseView);
    },
  };
}
