import type { GameData } from '../model/game-data.js';
import type { Phase } from '../model/ability.js';
import { DEFAULT_BATTLE_VIEW_SETTINGS, type AbilitySection, type BattleAbility, type BattleViewSettings } from '../phase/battle-view-model.js';
import { buildBattleView } from '../phase/build-battle-view.js';
import { abilityPhases } from '../phase/classify-ability.js';
import type { Game } from './game.js';

export type OpponentPhaseView = {
  phase: Phase;
  /** The opponent's abilities of this phase, by source, reactions left to `reactions`. */
  sections: readonly AbilitySection[];
  /** The opponent's reactions a player may meet in this phase: those of its colour, and those tied to no phase. */
  reactions: readonly BattleAbility[];
};

function abilitySections(sections: readonly { kind: string }[]): AbilitySection[] {
  return sections.filter((section): section is AbilitySection => section.kind === 'abilities');
}

/**
 * What the opponent can do in a phase, from their list's battle view (built
 * as ours is): null until the game holds their list as one of ours (pasted
 * text that would not import stays text).
 */
export function opponentPhaseView(
  game: Pick<Game, 'opponent'>,
  data: GameData,
  phase: Phase,
  settings: BattleViewSettings = DEFAULT_BATTLE_VIEW_SETTINGS,
): OpponentPhaseView | null {
  const list = game.opponent.list?.kind === 'list' ? game.opponent.list.list : null;
  if (!list) return null;
  const view = buildBattleView(list, data, settings);
  const sectionsOf = (name: Phase) => abilitySections(view.phases.find((phaseView) => phaseView.phase === name)?.sections ?? []);
  const sections = sectionsOf(phase)
    .map((section) => ({ ...section, abilities: section.abilities.filter((entry) => !entry.isReaction) }))
    .filter((section) => section.abilities.length > 0);
  const reactions = sectionsOf('Passives & Reactions')
    .flatMap((section) => section.abilities)
    .filter((entry) => {
      if (!entry.isReaction) return false;
      const phases = abilityPhases(entry.ability);
      return phases.length === 1 || phases.includes(phase);
    });
  return { phase, sections, reactions };
}
