// A labelled native select: the phone's own picker on touch screens, the
// keyboard's everywhere. An empty value means nothing chosen.
import { useId } from 'react';

import styles from './select.module.css';

export type SelectOption = { value: string; label: string; disabled?: boolean };

type SelectProps = {
  label: string;
  value: string | null;
  options: readonly SelectOption[];
  onChange: (value: string | null) => void;
  /** The first entry, choosing nothing ('None'); left out when a choice is required. */
  emptyLabel?: string;
  disabled?: boolean;
};

export function Select({ label, value, options, onChange, emptyLabel, disabled }: SelectProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
