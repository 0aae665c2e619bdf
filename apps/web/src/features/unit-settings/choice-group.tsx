// One choice of several (an option set): radio buttons drawn as a segmented row of chips.
import { useId } from 'react';

import { Fieldset } from '../../ui/fieldset';
import styles from './choice-group.module.css';

type Props = { label: string; options: readonly string[]; selected: string | null; onSelect: (option: string) => void };

export function ChoiceGroup({ label, options, selected, onSelect }: Props) {
  const name = useId();
  return (
    <Fieldset legend={label}>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option} className={styles.option}>
            <input type="radio" name={name} value={option} checked={option === selected} onChange={() => onSelect(option)} className={styles.input} />
            <span className={styles.text}>{option}</span>
          </label>
        ))}
      </div>
    </Fieldset>
  );
}
