// The list's own choices: battle traits (read-only), formation, the two
// battle tactic cards (the second once the first is chosen; none in holy
// havoc) and the spell, prayer and manifestation lores, each a select
// labelled 'name (N pts)' where it costs points.
import { optionLabel, usesBattleTacticCards, type ArmyList, type ArmyLookup, type IssuePlaces, type ListLoreKind, type Lore } from '@scrolldex/rules';
import { useMemo } from 'react';

import type { SelectOption } from '../../ui/select';
import { TraitsList } from '../army/traits-and-formations';
import { useBuilder } from './builder-context';
import { BuilderSection } from './builder-section';
import { ChoiceSelect } from './choice-select';
import styles from './list-choice-sections.module.css';

type Props = { list: ArmyList; lookup: ArmyLookup; places: IssuePlaces };

const pointsOption = ({ name, points }: { name: string; points: number }): SelectOption => ({
  value: name,
  label: points > 0 ? optionLabel(name, points) : name,
});

export function BattleTraitsSection({ lookup }: { lookup: ArmyLookup }) {
  if (lookup.army.battleTraits.length === 0) return null;
  return (
    <BuilderSection sectionKey="battleTraits" title="Battle Traits" defaultOpen={false}>
      <TraitsList traits={lookup.army.battleTraits} />
    </BuilderSection>
  );
}

export function FormationSection({ list, lookup, places }: Props) {
  const { locked, editOrToast } = useBuilder();
  const options = useMemo(() => lookup.army.battleFormations.map(pointsOption), [lookup]);
  if (options.length === 0 || (locked && !list.formation)) return null;
  return (
    <BuilderSection sectionKey="formation" title="Formation" notes={places.sections.formation}>
      <ChoiceSelect label="Battle formation" value={list.formation} options={options} onChange={(name) => editOrToast({ op: 'setFormation', name })} />
    </BuilderSection>
  );
}

export function BattleTacticsSection({ list, lookup, places }: Props) {
  const { locked, editOrToast } = useBuilder();
  const options = useMemo(() => [...lookup.battleTacticCards.values()].map((card): SelectOption => ({ value: card.name, label: card.name })), [lookup]);
  if (!usesBattleTacticCards(list.validator) || (locked && !list.battleTacticCard1)) return null;
  const chosen = [list.battleTacticCard1, list.battleTacticCard2].filter(Boolean).length;
  return (
    <BuilderSection sectionKey="battleTactics" title="Battle Tactic Cards" count={chosen} notes={places.sections.battleTacticCards}>
      <div className={styles.fields}>
        <ChoiceSelect
          label="First battle tactic card"
          value={list.battleTacticCard1}
          options={options}
          onChange={(name) => editOrToast({ op: 'setBattleTacticCard', slot: 1, name })}
        />
        {list.battleTacticCard1 && (
          <ChoiceSelect
            label="Second battle tactic card"
            value={list.battleTacticCard2}
            options={options}
            onChange={(name) => editOrToast({ op: 'setBattleTacticCard', slot: 2, name })}
          />
        )}
      </div>
    </BuilderSection>
  );
}

const LORE_FIELDS: readonly { kind: ListLoreKind; label: string; field: 'spellLore' | 'prayerLore' | 'manifestationLore' }[] = [
  { kind: 'spell', label: 'Spell lore', field: 'spellLore' },
  { kind: 'prayer', label: 'Prayer lore', field: 'prayerLore' },
  { kind: 'manifestation', label: 'Manifestation lore', field: 'manifestationLore' },
];

export function LoresSection({ list, lookup, places }: Props) {
  const { locked, editOrToast } = useBuilder();
  const lores = useMemo(() => {
    // The lookup's maps: one entry per name, the army's own manifestation lores before the universal ones.
    const byKind: Record<ListLoreKind, readonly Lore[]> = {
      spell: [...lookup.spellLores.values()],
      prayer: [...lookup.prayerLores.values()],
      manifestation: [...lookup.manifestationLores.values()],
    };
    return LORE_FIELDS.map((entry) => ({ ...entry, options: byKind[entry.kind].map(pointsOption) })).filter((entry) => entry.options.length > 0);
  }, [lookup]);
  const shown = locked ? lores.filter(({ field }) => list[field]) : lores;
  if (shown.length === 0) return null;
  return (
    <BuilderSection sectionKey="lores" title="Lores" notes={places.sections.lores}>
      <div className={styles.fields}>
        {shown.map(({ kind, label, field, options }) => (
          <ChoiceSelect key={kind} label={label} value={list[field]} options={options} onChange={(name) => editOrToast({ op: 'setLore', kind, name })} />
        ))}
      </div>
    </BuilderSection>
  );
}
