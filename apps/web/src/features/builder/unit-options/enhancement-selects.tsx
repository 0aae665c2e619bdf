// Heroic trait, artefact and other enhancement-table selects of one unit,
// offered only where the engine's eligibility (the one validation uses) allows,
// each option labelled 'name (N pts)'. One taken by another unit is disabled.
import type { EnhancementSelect, ListUnit, UnitEnhancementOptions, UnitRef } from '@scrolldex/rules';

import type { ApplyEdit } from '../../../state/lists';
import { Fieldset } from '../../../ui/fieldset';
import { Select } from '../../../ui/select';
import styles from './unit-options-sheet.module.css';

type Props = { options: UnitEnhancementOptions; listUnit: ListUnit; unit: UnitRef; edit: ApplyEdit; disabled: boolean };

function optionsOf(select: EnhancementSelect, current: string | null) {
  return select.options.map((option) => ({ value: option.name, label: option.label, disabled: option.takenElsewhere && option.name !== current }));
}

/** The current choice when it is one of this select's options, so a unit with two trait tables shows it once. */
function chosenIn(select: EnhancementSelect, current: string | null | undefined): string | null {
  return current && select.options.some((option) => option.name === current) ? current : null;
}

export function EnhancementSelects({ options, listUnit, unit, edit, disabled }: Props) {
  const { heroicTraits, artefacts, tables } = options;
  if (heroicTraits.length + artefacts.length + tables.length === 0) return null;
  return (
    <Fieldset legend="Enhancements">
      <div className={styles.stack}>
        {heroicTraits.map((select) => (
          <Select
            key={select.table}
            label={select.table}
            emptyLabel="None"
            disabled={disabled}
            value={chosenIn(select, listUnit.heroicTrait)}
            options={optionsOf(select, listUnit.heroicTrait)}
            onChange={(name) => edit({ op: 'setEnhancement', unit, field: 'heroicTrait', name })}
          />
        ))}
        {artefacts.map((select) => (
          <Select
            key={select.table}
            label={select.table}
            emptyLabel="None"
            disabled={disabled}
            value={chosenIn(select, listUnit.artifact)}
            options={optionsOf(select, listUnit.artifact)}
            onChange={(name) => edit({ op: 'setEnhancement', unit, field: 'artifact', name })}
          />
        ))}
        {tables.map((select) => {
          const current = listUnit.enhancementChoices[select.table] ?? null;
          return (
            <Select
              key={select.table}
              label={select.table}
              emptyLabel="None"
              disabled={disabled}
              value={chosenIn(select, current)}
              options={optionsOf(select, current)}
              onChange={(name) => edit({ op: 'setEnhancementChoice', unit, table: select.table, name })}
            />
          );
        })}
      </div>
    </Fieldset>
  );
}
