// The warscroll's wargear options in words: which models may swap which
// weapon (and how many), and the option sets with what each choice brings.
import type { Model, OptionSet, Unit, WeaponOption } from '@scrolldex/rules';

import { Section } from '../../ui/section';
import { AbilityCard } from '../abilities';
import styles from './wargear-options.module.css';

function optionLimit(option: WeaponOption, model: Model): string {
  if (option.max < 0 || option.max >= model.max) return `Any ${model.name} models`;
  return `Up to ${option.max} ${model.name} ${option.max === 1 ? 'model' : 'models'}`;
}

function weaponOptionLine(option: WeaponOption, model: Model): string {
  const who = optionLimit(option, model);
  if (option.replaces.length === 0) return `${who} can take a ${option.name}.`;
  return `${who} can replace ${option.replaces.join(' and ')} with a ${option.name}.`;
}

function OptionSetBlock({ optionSet, scope }: { optionSet: OptionSet; scope: string }) {
  const rule = optionSet.min > 0 ? 'choose one' : 'may choose one';
  return (
    <li className={styles.set}>
      <p className={styles.setTitle}>
        {optionSet.name}{' '}
        <span className={styles.rule}>
          ({scope} {rule})
        </span>
      </p>
      <ul className={styles.choices}>
        {optionSet.options.map((option) => (
          <li key={option.id} className={styles.choice}>
            <span className={styles.choiceName}>{option.name}</span>
            {option.weapons.length > 0 && <span className={styles.brings}>{option.weapons.map((weapon) => weapon.name).join(', ')}</span>}
            {option.abilities.map((ability) => (
              <AbilityCard key={ability.id} ability={ability} />
            ))}
          </li>
        ))}
      </ul>
    </li>
  );
}

export function hasWargearOptions(unit: Unit): boolean {
  return unit.optionSets.length > 0 || unit.models.some((model) => model.weapons.advanced.length > 0 || model.optionSets.length > 0);
}

export function WargearOptions({ unit }: { unit: Unit }) {
  if (!hasWargearOptions(unit)) return null;
  const single = unit.battleProfile.unitSize === 1;
  return (
    <Section id="unit-wargear" title="Wargear Options">
      <ul className={styles.list}>
        {unit.models.flatMap((model) =>
          model.weapons.advanced.map((option) => (
            <li key={`${model.name}-${option.id}`} className={styles.line}>
              {weaponOptionLine(option, model)}
            </li>
          )),
        )}
        {unit.models.flatMap((model, index) =>
          model.optionSets.map((optionSet) => (
            <OptionSetBlock key={`${index}-${optionSet.id}`} optionSet={optionSet} scope={single ? 'the model' : `each ${model.name}`} />
          )),
        )}
        {unit.optionSets.map((optionSet) => (
          <OptionSetBlock key={optionSet.id} optionSet={optionSet} scope="the unit" />
        ))}
      </ul>
      {unit.canBeReinforced && unit.models.some((model) => model.weapons.advanced.some((option) => option.max > 0)) && (
        <p className={styles.note}>Limits double when the unit is reinforced.</p>
      )}
    </Section>
  );
}
