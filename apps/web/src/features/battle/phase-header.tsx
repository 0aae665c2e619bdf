// The phase header: the phase name large over a gradient in the phase's
// colour, where the player is (the phase's place, or the game's round and
// turn), the arrows to the previous and next phase (wide screens; phones use
// the bottom bar) and a dropdown of the phases when there is more than one.
import type { Phase } from '@scrolldex/rules';
import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';

import styles from './phase-header.module.css';
import type { PhaseNavigation } from './use-phase-navigation';

/** The gradient of each phase header: the ability card colour of the phase. */
const PHASE_TONES: Readonly<Record<Phase, string>> = {
  'Passives & Reactions': 'green',
  'Deployment Phase': 'grey',
  'Start of Battle Round': 'black',
  'Start of Turn': 'black',
  'Hero Phase': 'yellow',
  'Movement Phase': 'grey',
  'Shooting Phase': 'blue',
  'Charge Phase': 'orange',
  'Combat Phase': 'red',
  'End of Turn': 'purple',
  'Unknown Phase': 'unknown',
};

export function PhaseHeader({ navigation }: { navigation: PhaseNavigation }) {
  const { steps, index, phaseView, phase, previousTarget, nextTarget } = navigation;
  const picking = phaseView && steps.length > 1;
  const stepping = phaseView && (previousTarget !== null || nextTarget !== null);
  return (
    <header className={[styles.header, styles[`tone-${PHASE_TONES[phase]}`]].join(' ')}>
      {stepping && (
        <button
          type="button"
          className={styles.arrow}
          aria-label="Previous phase"
          title="Previous phase"
          onClick={navigation.previous}
          disabled={previousTarget === null}
        >
          <ChevronLeft size={28} aria-hidden="true" />
        </button>
      )}
      <div className={styles.titles}>
        <p className={styles.position}>{navigation.position}</p>
        {/* The name is the dropdown: a native select over it opens the phone's own picker. */}
        <div className={[styles.picker, picking ? styles.pickable : ''].join(' ')}>
          <h2 className={styles.name} aria-live="polite">
            {phase}
          </h2>
          {picking && (
            <>
              <ChevronDown size={24} className={styles.chevron} aria-hidden="true" />
              <select className={styles.select} aria-label="Phase" value={index} onChange={(event) => navigation.select(Number(event.target.value))}>
                {steps.map((step, stepIndex) => (
                  <option key={step.phase} value={stepIndex}>
                    {step.phase}
                  </option>
                ))}
              </select>
            </>
          )}
        </div>
      </div>
      {stepping && (
        <button type="button" className={styles.arrow} aria-label="Next phase" title="Next phase" onClick={navigation.next} disabled={nextTarget === null}>
          <ChevronRight size={28} aria-hidden="true" />
        </button>
      )}
    </header>
  );
}
