// The printed phase reminder sheet: the battle view on paper. Each
// phase with the list's abilities in it, in the player's section order and
// with the sections the Battle Settings hide left out (both already applied to
// the view), a box to tick by each reaction and once-per-battle ability, and
// the battle tactic cards. The warscroll sections of the shooting and combat
// phases stay off: their weapons are on the warscroll cards.
import type { BattleTacticCard, Phase } from '../model/index.js';
import type { AbilitySection, BattleAbility, BattleView } from '../phase/battle-view-model.js';

export type PhaseSheetEntry = BattleAbility & {
  /** A box to tick when used: a reaction (said in the opponent's turn) or a once-per-battle ability. */
  tick: boolean;
};

export type PhaseSheetSection = Pick<AbilitySection, 'id' | 'source' | 'title'> & { entries: readonly PhaseSheetEntry[] };

export type PhaseSheetPhase = { phase: Phase; sections: readonly PhaseSheetSection[]; cards: readonly BattleTacticCard[] };

export type PhaseSheetOptions = { battleTacticCards: boolean };

const needsTick = (entry: BattleAbility) => entry.isReaction || entry.frequency.kind === 'oncePerBattle';

/** The sheet's phases in battle order, each only when it has something to print. */
export function phaseSheet(view: BattleView, options: PhaseSheetOptions): PhaseSheetPhase[] {
  return view.phases.flatMap((phaseView) => {
    const sections: PhaseSheetSection[] = [];
    const cards: BattleTacticCard[] = [];
    for (const section of phaseView.sections) {
      if (section.kind === 'abilities') {
        const entries = section.abilities.map((entry) => ({ ...entry, tick: needsTick(entry) }));
        sections.push({ id: section.id, source: section.source, title: section.title, entries });
      } else if (section.kind === 'battleTactics' && options.battleTacticCards) {
        cards.push(...section.cards);
      }
    }
    return sections.length > 0 || cards.length > 0 ? [{ phase: phaseView.phase, sections, cards }] : [];
  });
}
