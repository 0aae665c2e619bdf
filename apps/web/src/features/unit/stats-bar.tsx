// The warscroll's characteristics as large tiles in one row, readable at arm's
// length: Move, Health, Save, Control, then Ward and Banishment; each only when present.
import type { Unit } from '@scrolldex/rules';

import styles from './stats-bar.module.css';

const STATS = [
  ['move', 'Move'],
  ['health', 'Health'],
  ['save', 'Save'],
  ['control', 'Control'],
  ['ward', 'Ward'],
  ['banishment', 'Banishment'],
] as const;

export function StatsBar({ unit }: { unit: Pick<Unit, (typeof STATS)[number][0]> }) {
  const present = STATS.filter(([key]) => unit[key] !== null && unit[key] !== '');
  if (present.length === 0) return null;
  return (
    <dl className={styles.bar} aria-label="Characteristics">
      {present.map(([key, label]) => (
        <div key={key} className={[styles.stat, key === 'ward' || key === 'banishment' ? styles.extra : ''].join(' ')}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value}>{unit[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
