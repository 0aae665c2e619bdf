// A unit's wargear controls: a counter per optional weapon and per option of
// a model's option set (bounds from the engine), each read as models that
// carry it ('2 of 5 models'), or a select for a unit of one model, which
// takes exactly one option per set.
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
          models={model.models}
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
                models={model.models}
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

type CounterRowProps = { label: string; models: number; value: number; min: number; max: number; disabled: boolean; onChange: (value: number) => void };

/** How many of the models carry it, and how many more may: '2 of 5 models · at most 3'. */
function modelsCarrying(value: number, models: number, max: number): string {
  const carrying = `${value} of ${models} ${models === 1 ? 'model' : 'models'}`;
  if (max >= models) return carrying;
  if (max <= value) return `${carrying} · no more can take it`;
  return `${carrying} · at most ${max}`;
}

function CounterRow({ label, models, value, min, max, disabled, onChange }: CounterRowProps) {
  return (
    <div className={styles.counterRow}>
      <span className={styles.counterLabel}>
        {label}
        <span className={styles.counterMax}>{modelsCarrying(value, models, max)}</span>
      </span>
      <Counter label={label} value={value} min={disabled ? value : min} max={disabled ? value : max} onChange={onChange} />
    </div>
  );
}
