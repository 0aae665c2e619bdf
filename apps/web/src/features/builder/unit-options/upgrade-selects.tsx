// The unit-wide option sets (a champion's or banner's choice): one select per
// set; a set that needs a choice offers no 'None'.
import type { UnitRef, UpgradeSetView } from '@scrolldex/rules';

import type { ApplyEdit } from '../../../state/lists';
import { Fieldset } from '../../../ui/fieldset';
import { Select } from '../../../ui/select';
import styles from './unit-options-sheet.module.css';

type Props = { sets: readonly UpgradeSetView[]; unit: UnitRef; edit: ApplyEdit; disabled: boolean };

export function UpgradeSelects({ sets, unit, edit, disabled }: Props) {
  if (sets.length === 0) return null;
  return (
    <Fieldset legend="Upgrades">
      <div className={styles.stack}>
        {sets.map((set) => (
          <Select
            key={set.name}
            label={set.name}
            value={set.selected}
            disabled={disabled}
            emptyLabel={set.required && set.selected ? undefined : 'None'}
            options={set.options.map((option) => ({ value: option, label: option }))}
            onChange={(option) => edit(option ? { op: 'chooseUpgrade', unit, option } : { op: 'clearUpgradeSet', unit, set: set.name })}
          />
        ))}
      </div>
    </Fieldset>
  );
}
