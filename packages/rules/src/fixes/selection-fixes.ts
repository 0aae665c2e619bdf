// Fixes that pick a formation, lore or battle tactic card the list lacks.
import type { ListLoreKind } from '../builder/list-edit.js';
import type { ArmyLookup } from '../lookup/build-army-lookup.js';
import { nameKey } from '../shared/name-key.js';
import type { FixCandidate, FixContext } from './fix.js';

export function formationFixes({ lookup }: FixContext): FixCandidate[] {
  return lookup.army.battleFormations.map((formation) => ({
    label: `Choose the formation ${formation.name}`,
    apply: { op: 'setFormation', name: formation.name },
  }));
}

const LORES: Record<ListLoreKind, { words: string; of: (lookup: ArmyLookup) => ReadonlyMap<string, { name: string }> }> = {
  spell: { words: 'spell lore', of: (lookup) => lookup.spellLores },
  prayer: { words: 'prayer lore', of: (lookup) => lookup.prayerLores },
  manifestation: { words: 'manifestation lore', of: (lookup) => lookup.manifestationLores },
};

export function loreFixes(kind: ListLoreKind) {
  return ({ lookup }: FixContext): FixCandidate[] =>
    [...LORES[kind].of(lookup).values()].map((lore) => ({
      label: `Choose the ${LORES[kind].words} ${lore.name}`,
      apply: { op: 'setLore', kind, name: lore.name },
    }));
}

/** Fill the first empty card slot, or (a card twice, or an unknown card) replace the second. */
export function cardFixes({ list, lookup }: FixContext): FixCandidate[] {
  const slot = !list.battleTacticCard1 ? 1 : 2;
  const other = slot === 2 ? nameKey(list.battleTacticCard1!) : undefined;
  return [...lookup.battleTacticCards.values()]
    .filter((card) => nameKey(card.name) !== other)
    .map((card) => ({ label: `Choose the battle tactic card ${card.name}`, apply: { op: 'setBattleTacticCard', slot, name: card.name } }));
}
