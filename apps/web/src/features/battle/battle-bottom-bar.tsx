// The bottom bar at the thumb's reach: big Previous and Next buttons naming
// the phase they lead to, and the toggle between the phases and Passives &
// Reactions.
import { ChevronLeft, ChevronRight, Shield } from 'lucide-react';

import styles from './battle-bottom-bar.module.css';
import type { PhaseNavigation } from './use-phase-navigation';

export function BattleBottomBar({ navigation }: { navigation: PhaseNavigation }) {
  const { steps, index, phaseView } = navigation;
  const count = steps.length;
  // From Passives & Reactions, Previous and Next lead back into the phases around the one left.
  const canStep = count > 1 || (!phaseView && count > 0);
  const target = (step: 1 | -1) => steps[(((index + step) % count) + count) % count]?.phase;
  return (
    <nav className={styles.bar} aria-label="Phases">
      <div className={styles.inner}>
        <button type="button" className={styles.step} onClick={navigation.previous} disabled={!canStep}>
          <ChevronLeft size={24} aria-hidden="true" />
          <span className={styles.text}>
            <span className={styles.label}>Previous</span>
            {canStep && <span className={styles.target}>{target(-1)}</span>}
          </span>
        </button>
        <button type="button" className={styles.toggle} aria-pressed={!phaseView} onClick={navigation.togglePassives}>
          <Shield size={20} aria-hidden="true" />
          <span className={styles.toggleLabel}>Passives &amp; Reactions</span>
        </button>
        <button type="button" className={[styles.step, styles.next].join(' ')} onClick={navigation.next} disabled={!canStep}>
          <span className={styles.text}>
            <span className={styles.label}>Next</span>
            {canStep && <span className={styles.target}>{target(1)}</span>}
          </span>
          <ChevronRight size={24} aria-hidden="true" />
        </button>
      </div>
    </nav>
  );
}
