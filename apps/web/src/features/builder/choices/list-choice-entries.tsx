// The cards of each list choice, from the army's data: formations, battle
// tactic cards, lores, regiments of renown and faction terrain, each with its
// rules text as the warscroll screens show it.
import {
  nameKey,
  regimentOfRenownCandidates,
  type Ability,
  type ArmyLookup,
  type BattleTacticCard,
  type ListLoreKind,
  type Lore,
  type RegimentOfRenown,
  type Unit,
} from '@scrolldex/rules';

import { AbilityCard, RulesText } from '../../abilities';
import type { ChoiceEntry } from './choice-entry';
import styles from './choices.module.css';

export function AbilityCards({ abilities }: { abilities: readonly Ability[] }) {
  return abilities.map((ability) => <AbilityCard key={ability.id} ability={ability} />);
}

export function formationEntries(lookup: ArmyLookup): ChoiceEntry[] {
  return lookup.army.battleFormations.map((formation) => ({
    name: formation.name,
    points: formation.points,
    legends: formation.legends,
    rules: <AbilityCards abilities={formation.abilities} />,
  }));
}

const TACTICS = [
  ['affray', 'Affray'],
  ['strike', 'Strike'],
  ['domination', 'Domination'],
] as const;

function CardTactics({ card }: { card: BattleTacticCard }) {
  return (
    <>
      {card.text && <RulesText text={card.text} />}
      <dl className={styles.tactics}>
        {TACTICS.map(([key, kind]) => (
          <div key={key} className={styles.tactic}>
            <dt>
              <span className={styles.tacticKind}>{kind}</span> <span className={styles.tacticName}>{card[key].name}</span>
            </dt>
            <dd>
              <RulesText text={card[key].description} />
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The cards for one slot; the other slot's card cannot be chosen twice. */
export function cardEntries(lookup: ArmyLookup, otherCard: string | null, otherSlot: 1 | 2): ChoiceEntry[] {
  const other = otherCard ? nameKey(otherCard) : null;
  return [...lookup.battleTacticCards.values()].map((card) => ({
    name: card.name,
    points: 0,
    legends: false,
    blockedReason: nameKey(card.name) === other ? `Your ${otherSlot === 1 ? 'first' : 'second'} card` : null,
    rules: <CardTactics card={card} />,
  }));
}

const LORE_MAPS: Record<ListLoreKind, (lookup: ArmyLookup) => ReadonlyMap<string, Lore>> = {
  spell: (lookup) => lookup.spellLores,
  prayer: (lookup) => lookup.prayerLores,
  manifestation: (lookup) => lookup.manifestationLores,
};

export function loreEntries(lookup: ArmyLookup, kind: ListLoreKind): ChoiceEntry[] {
  return [...LORE_MAPS[kind](lookup).values()].map((lore) => ({
    name: lore.name,
    points: lore.points,
    legends: lore.legends,
    rules: <AbilityCards abilities={lore.abilities} />,
  }));
}

function renownUnits(regiment: RegimentOfRenown): string {
  return `Units: ${regiment.units.map(({ count, unit }) => (count > 1 ? `${count} × ${unit.name}` : unit.name)).join(', ')}`;
}

/** The regiments of renown the army may take; none more when the list has five regiments. */
export function renownEntries(lookup: ArmyLookup, regimentsFull: string | null): ChoiceEntry[] {
  return regimentOfRenownCandidates(lookup.data, lookup.army).map((regiment) => ({
    name: regiment.name,
    points: regiment.points,
    legends: regiment.legends,
    restriction: renownUnits(regiment),
    blockedReason: regimentsFull,
    rules: <AbilityCards abilities={regiment.abilities} />,
  }));
}

export function terrainEntries(lookup: ArmyLookup): ChoiceEntry[] {
  return lookup.army.units
    .filter((unit): unit is Unit => unit.type === 'Terrain')
    .map((unit) => ({ name: unit.name, points: unit.points, legends: unit.legends, rules: <AbilityCards abilities={unit.abilities} /> }));
}
