// A labelled on/off switch (Radix) with optional helper text.
import * as RadixSwitch from '@radix-ui/react-switch';
import { useId, type ReactNode } from 'react';

import styles from './switch.module.css';

type SwitchProps = { label: ReactNode; description?: ReactNode; checked: boolean; onCheckedChange: (checked: boolean) => void; disabled?: boolean };

export function Switch({ label, description, checked, onCheckedChange, disabled }: SwitchProps) {
  const id = useId();
  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      <RadixSwitch.Root id={id} className={styles.root} checked={checked} onCheckedChange={onCheckedChange} disabled={disabled}>
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
    </div>
  );
}
