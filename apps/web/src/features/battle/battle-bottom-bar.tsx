// The bottom bar at the thumb's reach: big Previous and Next buttons naming
// the phase they lead to, and the toggle between the phases and Passives &
// Reactions; above them, while a game runs, the game bar.
import { ChevronLeft, ChevronRight, Shield } from 'lucide-react';
import type { ReactNode } from 'react';

import styles from './battle-bottom-bar.module.css';
import type { PhaseNavigation } from './use-phase-navigation';

export function BattleBottomBar({ navigation, above }: { navigation: PhaseNavigation; above?: ReactNode }) {
  const { phaseView, previousTarget, nextTarget } = navigation;
  return (
    <div className={styles.bar} data-bottom-bar={above ? 'game' : 'phases'}>
      {above}
      <nav className={styles.inner} aria-label="Phases">
        <button type="button" className={styles.step} onClick={navigation.previous} disabled={previousTarget === null}>
          <ChevronLeft size={24} aria-hidden="true" />
          <span className={styles.text}>
            <span className={styles.label}>Previous</span>
            {previousTarget !== null && <span className={styles.target}>{previousTarget}</span>}
          </span>
        </button>
        <button type="button" className={styles.toggle} aria-pressed={!phaseView} onClick={navigation.togglePassives}>
          <Shield size={20} aria-hidden="true" />
          <span className={styles.toggleLabel}>Passives &amp; Reactions</span>
        </button>
        <button type="button" className={[styles.step, styles.next].join(' ')} onClick={navigation.next} disabled={nextTarget === null}>
          <span className={styles.text}>
            <span className={styles.label}>Next</span>
            {nextTarget !== null && <span className={styles.target}>{nextTarget}</span>}
          </span>
          <ChevronRight size={24} aria-hidden="true" />
        </button>
      </nav>
    </div>
  );
}
