// The builder's sticky strip under the header: points against the cap (a
// bar fills as the list grows) and the validity pill (check, warning count,
// error count, 'Not fully checked' when a rule failed, the steps a new list
// still needs in a neutral colour, apart from its errors) that opens List Issues. Both read what validation stored on the list when it was saved, so
// they change in the same frame as the edit.
import { unfinishedErrorCount, type ArmyList } from '@scrolldex/rules';
import { CircleAlert, CircleCheck, CircleDashed, CircleQuestionMark, CircleSlash, Lock, TriangleAlert } from 'lucide-react';
import { memo } from 'react';

import { NOT_FULLY_CHECKED } from '../../shared/failed-rules';
import styles from './summary-bar.module.css';

type Props = Pick<ArmyList, 'lastPointsTotal' | 'pointsCap' | 'errors' | 'warnings' | 'validator' | 'locked' | 'lastValidation' | 'regiments'> & {
  onOpenIssues: () => void;
};

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export const SummaryBar = memo(function SummaryBar({
  lastPointsTotal,
  pointsCap,
  errors,
  warnings,
  validator,
  locked,
  lastValidation,
  regiments,
  onOpenIssues,
}: Props) {
  const total = lastPointsTotal ?? 0;
  const over = total > pointsCap;
  const unchecked = validator === 'disabled';
  const steps = unchecked ? 0 : unfinishedErrorCount({ errors, regiments });
  const errorCount = errors.length - steps;
  const warningCount = warnings.length;
  // An error outranks a failed rule (the list is not legal either way); a failed rule outranks warnings.
  const incomplete = !unchecked && errorCount === 0 && lastValidation === 'incomplete';
  const state = unchecked ? 'off' : errorCount > 0 ? 'error' : incomplete ? 'incomplete' : steps > 0 ? 'todo' : warningCount > 0 ? 'warning' : 'valid';
  const stepsLeft = `${plural(steps, 'step')} left`;
  const label = unchecked
    ? 'Validation disabled'
    : state === 'valid'
      ? 'List is valid'
      : [
          // In the order the pill shows them (the steps only when they are all that is left), so the words on screen are in it.
          incomplete && `List ${NOT_FULLY_CHECKED.toLowerCase()}`,
          errorCount > 0 && plural(errorCount, 'error'),
          state === 'todo' && stepsLeft,
          warningCount > 0 && plural(warningCount, 'warning'),
          state !== 'todo' && steps > 0 && stepsLeft,
        ]
          .filter(Boolean)
          .join(', ');
  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <div className={[styles.points, over ? styles.over : ''].join(' ')}>
          <span className={styles.figure}>
            <output aria-label="Points" className={styles.value}>
              {total}/{pointsCap}
            </output>
            <span className={styles.unit}>pts</span>
          </span>
          <meter className={styles.meter} min={0} max={pointsCap} value={Math.min(total, pointsCap)} aria-hidden="true" />
        </div>
        {locked && (
          <span className={styles.locked}>
            <Lock size={14} aria-hidden="true" /> Locked
          </span>
        )}
        <button type="button" className={[styles.pill, styles[state]].join(' ')} onClick={onOpenIssues} aria-haspopup="dialog">
          {/*
           * The name says in words what the pill shows in figures, in its order; as text, not aria-label, whose
           * name must hold the visible text word for word (WCAG 2.5.3), which a bare '2 1' cannot give.
           */}
          <span className="visually-hidden">{`${label}: show list issues`}</span>
          <span className={styles.shown} aria-hidden="true">
            {state === 'off' && <CircleSlash size={18} aria-hidden="true" />}
            {state === 'valid' && (
              <>
                <CircleCheck size={18} aria-hidden="true" />
                <span>Valid</span>
              </>
            )}
            {incomplete && (
              <>
                <CircleQuestionMark size={18} aria-hidden="true" />
                <span>{NOT_FULLY_CHECKED}</span>
              </>
            )}
            {/* With errors the pill counts them; the steps left are in its label. */}
            {state === 'todo' && (
              <span className={styles.count}>
                <CircleDashed size={18} aria-hidden="true" />
                {steps}
              </span>
            )}
            {errorCount > 0 && !unchecked && (
              <span className={styles.count}>
                <CircleAlert size={18} aria-hidden="true" />
                {errorCount}
              </span>
            )}
            {warningCount > 0 && !unchecked && (
              <span className={styles.count}>
                <TriangleAlert size={18} aria-hidden="true" />
                {warningCount}
              </span>
            )}
          </span>
        </button>
      </div>
    </div>
  );
});
