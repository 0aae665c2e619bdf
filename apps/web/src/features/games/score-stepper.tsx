// A number the player changes one step at a time with big buttons (48 px):
// objectives, command points, points by hand. The value keeps its width.
import { Minus, Plus } from 'lucide-react';

import styles from './score-stepper.module.css';

type Props = { label: string; value: number; onStep: (step: 1 | -1) => void; min?: number; max?: number };

export function ScoreStepper({ label, value, onStep, min = 0, max = 99 }: Props) {
  return (
    <div className={styles.row} role="group" aria-label={label}>
      <span className={styles.label}>{label}</span>
      <button type="button" className={styles.button} aria-label={`Decrease ${label}`} disabled={value <= min} onClick={() => onStep(-1)}>
        <Minus size={22} aria-hidden="true" />
      </button>
      <output className={styles.value} aria-live="polite">
        {value}
      </output>
      <button type="button" className={styles.button} aria-label={`Increase ${label}`} disabled={value >= max} onClick={() => onStep(1)}>
        <Plus size={22} aria-hidden="true" />
      </button>
    </div>
  );
}
