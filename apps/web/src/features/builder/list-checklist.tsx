// 'To finish this list': what a list still needs (formation, the general's
// regiment, two battle tactic cards) as a short neutral checklist
// above the sections, each open step a button to its choice. Errors keep
// their colour for what is wrong; a step not taken yet is not an error.
import type { ArmyList, ChecklistStep, ChecklistStepKey } from '@scrolldex/rules';
import { useNavigate } from '@tanstack/react-router';
import { ChevronRight, CircleCheck, Circle } from 'lucide-react';

import { useBuilder } from './builder-context';
import styles from './list-checklist.module.css';

type Props = { list: ArmyList; steps: readonly ChecklistStep[] };

export function ListChecklist({ list, steps }: Props) {
  const { listId, locked, openChoice } = useBuilder();
  const navigate = useNavigate();
  if (steps.length === 0 || locked) return null;
  const pickLeader = () =>
    void navigate({ to: '/list/$id/regiment/$regimentIdx/pick/$filter', params: { id: listId, regimentIdx: list.regiments.length, filter: 'leader' } });
  const open: Record<ChecklistStepKey, () => void> = {
    formation: () => openChoice({ kind: 'formation' }),
    generalsRegiment: pickLeader,
    battleTactics: () => openChoice({ kind: 'card', slot: list.battleTacticCard1 ? 2 : 1 }),
  };
  const left = steps.filter((step) => !step.done).length;
  return (
    <section className={styles.checklist} aria-labelledby="list-checklist-title">
      <h2 id="list-checklist-title" className={styles.title}>
        To finish this list <span className={styles.left}>{left === 1 ? '1 step left' : `${left} steps left`}</span>
      </h2>
      <ol className={styles.steps}>
        {steps.map((step) =>
          step.done ? (
            <li key={step.key} className={[styles.step, styles.done].join(' ')}>
              <CircleCheck size={20} className={styles.tick} aria-hidden="true" />
              <span>
                {step.label}
                <span className="visually-hidden"> (done)</span>
              </span>
            </li>
          ) : (
            <li key={step.key} className={styles.step}>
              <button type="button" className={styles.open} onClick={open[step.key]}>
                <Circle size={20} className={styles.todo} aria-hidden="true" />
                <span className={styles.label}>{step.label}</span>
                <ChevronRight size={18} aria-hidden="true" />
              </button>
            </li>
          ),
        )}
      </ol>
    </section>
  );
}
