// The warscroll's characteristics as large tiles in one row, readable at arm's
// length: Move, Health, Save, Control; Ward and Banishment beside them (under
// them as smaller pills where the card is narrow). Each only when present.
import type { Unit } from '@scrolldex/rules';

import styles from './stats-bar.module.css';

type StatKey = 'move' | 'health' | 'save' | 'control' | 'ward' | 'banishment';

const MAIN: readonly [StatKey, string][] = [
  ['move', 'Move'],
  ['health', 'Health'],
  ['save', 'Save'],
  ['control', 'Control'],
];
const EXTRA: readonly [StatKey, string][] = [
  ['ward', 'Ward'],
  ['banishment', 'Banishment'],
];

function StatGroup({ unit, stats, className }: { unit: Pick<Unit, StatKey>; stats: readonly [StatKey, string][]; className: string | undefined }) {
  const present = stats.filter(([key]) => unit[key] !== null && unit[key] !== '');
  if (present.length === 0) return null;
  return (
    <dl className={className}>
      {present.map(([key, label]) => (
        <div key={key} className={styles.stat}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value}>{unit[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

export function StatsBar({ unit }: { unit: Pick<Unit, StatKey> }) {
  return (
    <div className={styles.container}>
      <div className={styles.bar} role="group" aria-label="Characteristics">
        <StatGroup unit={unit} stats={MAIN} className={styles.main} />
        <StatGroup unit={unit} stats={EXTRA} className={styles.extras} />
      </div>
    </div>
  );
}
