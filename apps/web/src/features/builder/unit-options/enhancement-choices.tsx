// Heroic trait, artefact and other enhancement-table choices of one unit,
// offered only where the engine's eligibility (the one validation uses)
// allows. Each is a field that opens a sheet of cards with the
// enhancements' rules and points; one taken by another unit cannot be chosen
// and says so.
import type { EnhancementSelect, ListEdit, ListUnit, UnitEnhancementOptions, UnitRef } from '@scrolldex/rules';
import { useState } from 'react';

import type { ApplyEdit } from '../../../state/lists';
import { Fieldset } from '../../../ui/fieldset';
import type { ChoiceEntry } from '../choices/choice-entry';
import { ChoiceField } from '../choices/choice-field';
import { ChoiceSheet } from '../choices/choice-sheet';
import { AbilityCards } from '../choices/list-choice-entries';
import styles from './unit-options-sheet.module.css';

type Props = { options: UnitEnhancementOptions; listUnit: ListUnit; unit: UnitRef; edit: ApplyEdit; disabled: boolean };

/** One table the unit may choose from, where its choice is stored, and the edit that sets it. */
type Choice = { select: EnhancementSelect; current: string | null | undefined; setTo: (name: string | null) => ListEdit };

function entriesOf(select: EnhancementSelect): ChoiceEntry[] {
  return select.options.map((option) => ({
    name: option.name,
    points: option.points,
    legends: false,
    // The visible sub-table ('Aspects of Azyr') where it is not the table itself.
    restriction: option.set !== select.table ? option.set : null,
    blockedReason: option.takenElsewhere ? 'Taken by another unit' : null,
    rules: <AbilityCards abilities={option.abilities} />,
  }));
}

/** The current choice when it is one of this table's options, so a unit with two trait tables shows it once. */
function chosenIn(select: EnhancementSelect, current: string | null | undefined): string | null {
  return current && select.options.some((option) => option.name === current) ? current : null;
}

export function EnhancementChoices({ options, listUnit, unit, edit, disabled }: Props) {
  const [openTable, setOpenTable] = useState<string | null>(null);
  const choices: Choice[] = [
    ...options.heroicTraits.map((select) => ({
      select,
      current: listUnit.heroicTrait,
      setTo: (name: string | null): ListEdit => ({ op: 'setEnhancement', unit, field: 'heroicTrait', name }),
    })),
    ...options.artefacts.map((select) => ({
      select,
      current: listUnit.artifact,
      setTo: (name: string | null): ListEdit => ({ op: 'setEnhancement', unit, field: 'artifact', name }),
    })),
    ...options.tables.map((select) => ({
      select,
      current: listUnit.enhancementChoices[select.table] ?? null,
      setTo: (name: string | null): ListEdit => ({ op: 'setEnhancementChoice', unit, table: select.table, name }),
    })),
  ];
  if (choices.length === 0) return null;
  const open = choices.find((choice) => choice.select.table === openTable);
  return (
    <Fieldset legend="Enhancements">
      <div className={styles.stack}>
        {choices.map(({ select, current }) => {
          const value = chosenIn(select, current);
          const entries = entriesOf(select);
          return (
            <ChoiceField
              key={select.table}
              locked={disabled}
              label={select.table}
              value={value}
              entry={entries.find((entry) => entry.name === value)}
              onOpen={() => setOpenTable(select.table)}
            />
          );
        })}
      </div>
      {open && (
        <ChoiceSheet
          open
          onOpenChange={(isOpen) => !isOpen && setOpenTable(null)}
          title={open.select.table}
          entries={entriesOf(open.select)}
          current={chosenIn(open.select, open.current)}
          legendsOffered
          onChoose={(name) => edit(open.setTo(name))}
        />
      )}
    </Fieldset>
  );
}
