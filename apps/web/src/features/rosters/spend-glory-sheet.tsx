// 'Spend Glory': what the glory buys and how many points it costs. The data
// prices nothing in glory, so the player names both from the campaign's
// rules; the engine's checkGlorySpend refuses a spending the roster cannot pay.
import { checkGlorySpend, glorySpendMessage, type CampaignRoster, type GlorySpend } from '@scrolldex/rules';
import { useState, type FormEvent } from 'react';

import { Button } from '../../ui/button';
import { Counter } from '../../ui/counter';
import { Sheet } from '../../ui/sheet';
import { TextField } from '../../ui/text-field';
import styles from './roster-page.module.css';

const WHAT_MAX_LENGTH = 200;

type Props = { roster: CampaignRoster; open: boolean; onOpenChange: (open: boolean) => void; onSpend: (spend: GlorySpend) => void };

export function SpendGlorySheet({ roster, open, onOpenChange, onSpend }: Props) {
  const [what, setWhat] = useState('');
  const [glory, setGlory] = useState(1);
  const [errors, setErrors] = useState<string[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const spend = { id: crypto.randomUUID(), what: what.trim(), glory };
    const problems = checkGlorySpend(roster, spend);
    if (problems.length > 0) setErrors(problems.map((problem) => glorySpendMessage(problem, roster)));
    else onSpend(spend);
  };
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Spend Glory"
      description={`${roster.name} has ${roster.glory} glory ${roster.glory === 1 ? 'point' : 'points'}.`}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button variant="primary" type="submit" form="spend-glory-form">
            Spend
          </Button>
        </>
      }
    >
      <form id="spend-glory-form" className={styles.logForm} onSubmit={submit} noValidate>
        <TextField
          label="What it buys"
          value={what}
          onValueChange={setWhat}
          maxLength={WHAT_MAX_LENGTH}
          placeholder="A new unit, an enhancement"
          hint="Glory costs are in your campaign's rules: the data does not list them."
        />
        <div className={styles.stepRow}>
          <span className={styles.stepName}>Glory points to spend</span>
          <Counter label="Glory points to spend" value={glory} min={1} max={Math.max(1, roster.glory)} onChange={setGlory} />
        </div>
        {errors.length > 0 && (
          <ul role="alert" className={styles.formErrors}>
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        )}
      </form>
    </Sheet>
  );
}
