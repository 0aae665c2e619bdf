// A number between min and max: buttons disabled at the bounds.
import { Minus, Plus } from 'lucide-react';

import { IconButton } from './button';
import styles from './counter.module.css';

type CounterProps = {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  format?: (value: number) => string;
};

export function Counter({ label, value, onChange, min = 0, max = 99, step = 1, format = String }: CounterProps) {
  return (
    <div className={styles.counter} role="group" aria-label={label}>
      <IconButton label={`Decrease ${label}`} disabled={value - step < min} onClick={() => onChange(Math.max(min, value - step))}>
        <Minus size={18} />
      </IconButton>
      <output className={styles.value} aria-live="polite">
        {format(value)}
      </output>
      <IconButton label={`Increase ${label}`} disabled={value + step > max} onClick={() => onChange(Math.min(max, value + step))}>
        <Plus size={18} />
      </IconButton>
    </div>
  );
}
