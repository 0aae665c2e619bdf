// A list choice (formation, a card, a lore): a select while the list can be
// edited, the chosen name as text while it is locked.
import type { SelectOption } from '../../ui/select';
import { Select } from '../../ui/select';
import { useBuilder } from './builder-context';
import styles from './choice-select.module.css';

type Props = { label: string; value: string | null; options: readonly SelectOption[]; onChange: (value: string | null) => void; emptyLabel?: string };

export function ChoiceSelect({ label, value, options, onChange, emptyLabel = 'None' }: Props) {
  const { locked } = useBuilder();
  if (locked) {
    return (
      <p className={styles.locked}>
        <span className={styles.label}>{label}</span>
        <span className={styles.value}>{options.find((option) => option.value === value)?.label ?? value ?? emptyLabel}</span>
      </p>
    );
  }
  // A stored name the data no longer offers stays visible (validation reports it) until replaced.
  const shown = value !== null && !options.some((option) => option.value === value) ? [{ value, label: value }, ...options] : options;
  return <Select label={label} value={value} options={shown} onChange={onChange} emptyLabel={emptyLabel} />;
}
