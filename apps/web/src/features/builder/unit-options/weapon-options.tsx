// A unit's wargear controls: a counter per optional weapon and per option of
// a model's option set (bounds from the engine), or a select for a unit of
// one model, which takes exactly one option per set.
import type { ModelOptionsView, UnitRef } from '@scrolldex/rules';

import type { ApplyEdit } from '../../../state/lists';
import { Counter } from '../../../ui/counter';
import { Fieldset } from '../../../ui/fieldset';
import { Select } from '../../../ui/select';
import styles from './unit-options-sheet.module.css';

type Props = { models: readonly ModelOptionsView[]; unit: UnitRef; edit: ApplyEdit; disabled: boolean };

export function WeaponOptions({ models, unit, edit, disabled }: Props) {
  return models.map((model) => (
    <Fieldset key={model.model} legend={models.length > 1 ? `Wargear: ${model.model}` : 'Wargear'}>
      {model.weaponOptions.map((option) => (
        <CounterRow
          key={option.name}
          label={option.name}
          value={option.count}
          min={option.min}
          max={option.max}
          disabled={disabled}
          onChange={(count) => edit({ op: 'setWeaponCount', unit, model: model.model, option: option.name, count })}
        />
      ))}
      {model.optionSets.map((set) =>
        set.single ? (
          <Select
            key={set.name}
            label={set.name}
            value={set.selected}
            disabled={disabled}
            options={set.options.map((option) => ({ value: option.name, label: option.name }))}
            onChange={(option) => option && edit({ op: 'chooseModelOption', unit, model: model.model, option })}
          />
        ) : (
          <div key={set.name} className={styles.optionSet}>
            <p className={styles.setName}>{set.name}</p>
            {set.options.map((option) => (
              <CounterRow
                key={option.name}
                label={option.name}
                value={option.count}
                min={option.min}
                max={option.max}
                disabled={disabled}
                onChange={(count) => edit({ op: 'setWeaponCount', unit, model: model.model, option: option.name, count })}
              />
            ))}
          </div>
        ),
      )}
    </Fieldset>
  ));
}

type CounterRowProps = { label: string; value: number; min: number; max: number; disabled: boolean; onChange: (value: number) => void };

function CounterRow({ label, value, min, max, disabled, onChange }: CounterRowProps) {
  return (
    <div className={styles.counterRow}>
      <span className={styles.counterLabel}>
        {label}
        <span className={styles.counterMax}> (max {max})</span>
      </span>
      <Counter label={label} value={value} min={disabled ? value : min} max={disabled ? value : max} onChange={onChange} />
    </div>
  );
}
