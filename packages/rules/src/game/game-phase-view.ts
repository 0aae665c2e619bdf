import type { Phase } from '../model/ability.js';
import { PHASES } from '../model/value-lists.js';
import type { BattleView, PhaseView } from '../phase/battle-view-model.js';

const OUTSIDE_THE_GAME: readonly Phase[] = ['Passives & Reactions', 'Unknown Phase'];

/**
 * The phase of a list's battle view to show while a game is in `phase`: that
 * phase when the view offers it, else the next one it offers (a list with
 * nothing at the Start of Battle Round opens its first turn's phases), else
 * null when nothing later is offered. Passives & Reactions stays behind its
 * toggle and the Unknown Phase is no moment of the game: neither is chosen.
 */
export function battleViewPhaseFor(view: BattleView, phase: Phase): PhaseView | null {
  const from = PHASES.indexOf(phase);
  const later = view.phases.filter((phaseView) => !OUTSIDE_THE_GAME.includes(phaseView.phase) && PHASES.indexOf(phaseView.phase) >= from);
  return later[0] ?? null;
}
