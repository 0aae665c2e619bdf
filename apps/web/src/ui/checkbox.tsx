// A labelled native checkbox, large enough to tap.
import { useId, type ReactNode } from 'react';

import styles from './checkbox.module.css';

type CheckboxProps = { label: ReactNode; checked: boolean; onCheckedChange: (checked: boolean) => void };

export function Checkbox({ label, checked, onCheckedChange }: CheckboxProps) {
  const id = useId();
  return (
    <div className={styles.row}>
      <input id={id} type="checkbox" className={styles.box} checked={checked} onChange={(event) => onCheckedChange(event.target.checked)} />
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
    </div>
  );
}
