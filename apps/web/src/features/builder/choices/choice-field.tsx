// A choice in the builder (the formation, a card, a lore, an enhancement):
// its label, the chosen name and points (or 'None chosen'), a button that
// opens its sheet of cards, and the chosen one's rules on demand under the
// name. Locked, it shows the choice and its rules only.
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '../../../ui/button';
import type { ChoiceEntry } from './choice-entry';
import styles from './choices.module.css';

type Props = {
  label: string;
  value: string | null;
  /** The chosen entry, when the data knows it. */
  entry: ChoiceEntry | undefined;
  onOpen: () => void;
  locked: boolean;
};

export function ChoiceField({ label, value, entry, onOpen, locked }: Props) {
  const [rulesOpen, setRulesOpen] = useState(false);
  const rulesId = useId();
  const labelId = useId();
  return (
    <div className={styles.field} role="group" aria-labelledby={labelId}>
      <div className={styles.fieldRow}>
        <div className={styles.fieldText}>
          <span id={labelId} className={styles.fieldLabel}>
            {label}
          </span>
          <span className={[styles.fieldValue, value ? '' : styles.none].join(' ')}>
            {value ?? 'None chosen'}
            {entry && entry.points > 0 && <span className={styles.fieldPoints}> · {entry.points} pts</span>}
          </span>
          {entry && (
            <button
              type="button"
              className={styles.rulesToggle}
              aria-expanded={rulesOpen}
              aria-controls={rulesId}
              aria-label={`${rulesOpen ? 'Hide' : 'Show'} the rules of ${entry.name}`}
              onClick={() => setRulesOpen(!rulesOpen)}
            >
              <ChevronDown size={16} aria-hidden="true" className={rulesOpen ? styles.turned : ''} />
              {rulesOpen ? 'Hide rules' : 'Rules'}
            </button>
          )}
        </div>
        {!locked && (
          <Button size="sm" variant={value ? 'secondary' : 'primary'} onClick={onOpen} aria-label={`${value ? 'Change' : 'Choose'} ${label.toLowerCase()}`}>
            {value ? 'Change' : 'Choose'}
          </Button>
        )}
      </div>
      <div id={rulesId} hidden={!rulesOpen} className={styles.fieldRules}>
        {rulesOpen && entry?.rules}
      </div>
    </div>
  );
}
