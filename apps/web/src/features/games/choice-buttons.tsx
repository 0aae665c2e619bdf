// One choice of a few, as a row of big pressed-or-not buttons (a segmented control).
import styles from './choice-buttons.module.css';

type Props<T extends string> = { label: string; options: readonly { value: T; label: string }[]; value: T | null; onChoose: (value: T) => void };

export function ChoiceButtons<T extends string>({ label, options, value, onChoose }: Props<T>) {
  return (
    <div className={styles.choices} role="group" aria-label={label}>
      {options.map((option) => (
        <button key={option.value} type="button" className={styles.choice} aria-pressed={option.value === value} onClick={() => onChoose(option.value)}>
          {option.label}
        </button>
      ))}
    </div>
  );
}
