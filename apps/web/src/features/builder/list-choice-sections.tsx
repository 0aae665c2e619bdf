// The list's own choices: battle traits (read-only), formation, the two
// battle tactic cards (the second once the first is chosen; none in holy
// havoc) and the spell, prayer and manifestation lores, each a field that
// opens its sheet of cards and shows the chosen one's rules on demand.
import { usesBattleTacticCards, type ArmyList, type ArmyLookup, type IssuePlaces, type ListLoreKind } from '@scrolldex/rules';
import { useMemo } from 'react';

import { TraitsList } from '../army';
import { useBuilder } from './builder-context';
import { BuilderSection } from './builder-section';
import type { ChoiceEntry } from './choices/choice-entry';
import { ChoiceField } from './choices/choice-field';
import { cardEntries, formationEntries, loreEntries } from './choices/list-choice-entries';
import styles from './list-choice-sections.module.css';

type Props = { list: ArmyList; lookup: ArmyLookup; places: IssuePlaces };

const entryNamed = (entries: readonly ChoiceEntry[], name: string | null) => (name ? entries.find((entry) => entry.name === name) : undefined);

export function BattleTraitsSection({ lookup }: { lookup: ArmyLookup }) {
  if (lookup.army.battleTraits.length === 0) return null;
  return (
    <BuilderSection sectionKey="battleTraits" title="Battle Traits" defaultOpen={false}>
      <TraitsList traits={lookup.army.battleTraits} />
    </BuilderSection>
  );
}

export function FormationSection({ list, lookup, places }: Props) {
  const { locked, openChoice } = useBuilder();
  const entries = useMemo(() => formationEntries(lookup), [lookup]);
  if (entries.length === 0 || (locked && !list.formation)) return null;
  return (
    <BuilderSection sectionKey="formation" title="Formation" notes={places.sections.formation}>
      <ChoiceField
        locked={locked}
        label="Battle formation"
        value={list.formation}
        entry={entryNamed(entries, list.formation)}
        onOpen={() => openChoice({ kind: 'formation' })}
      />
    </BuilderSection>
  );
}

export function BattleTacticsSection({ list, lookup, places }: Props) {
  const { locked, openChoice } = useBuilder();
  const entries = useMemo(() => cardEntries(lookup, null, 1), [lookup]);
  if (!usesBattleTacticCards(list.validator) || (locked && !list.battleTacticCard1)) return null;
  const chosen = [list.battleTacticCard1, list.battleTacticCard2].filter(Boolean).length;
  return (
    <BuilderSection sectionKey="battleTactics" title="Battle Tactic Cards" count={chosen} notes={places.sections.battleTacticCards}>
      <div className={styles.fields}>
        <ChoiceField
          locked={locked}
          label="First battle tactic card"
          value={list.battleTacticCard1}
          entry={entryNamed(entries, list.battleTacticCard1)}
          onOpen={() => openChoice({ kind: 'card', slot: 1 })}
        />
        {list.battleTacticCard1 && (
          <ChoiceField
            locked={locked}
            label="Second battle tactic card"
            value={list.battleTacticCard2}
            entry={entryNamed(entries, list.battleTacticCard2)}
            onOpen={() => openChoice({ kind: 'card', slot: 2 })}
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
  const { locked, openChoice } = useBuilder();
  // The lookup's maps: one entry per name, the army's own manifestation lores before the universal ones.
  const lores = useMemo(
    () => LORE_FIELDS.map((entry) => ({ ...entry, entries: loreEntries(lookup, entry.kind) })).filter((entry) => entry.entries.length > 0),
    [lookup],
  );
  const shown = locked ? lores.filter(({ field }) => list[field]) : lores;
  if (shown.length === 0) return null;
  return (
    <BuilderSection sectionKey="lores" title="Lores" notes={places.sections.lores}>
      <div className={styles.fields}>
        {shown.map(({ kind, label, field, entries }) => (
          <ChoiceField
            key={kind}
            locked={locked}
            label={label}
            value={list[field]}
            entry={entryNamed(entries, list[field])}
            onOpen={() => openChoice({ kind: 'lore', lore: kind })}
          />
        ))}
      </div>
    </BuilderSection>
  );
}
