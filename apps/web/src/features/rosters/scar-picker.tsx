// 'Add scar': the campaign's battle scars by grade where it has them, else a
// scar of the player's own words (Ascension's data has no scar table).
import type { CampaignContext } from '@scrolldex/rules';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import styles from './rosters.module.css';

const SCAR_MAX_LENGTH = 100;

type Props = { context: CampaignContext; unitName: string; onPick: (scar: string) => void };

export function ScarPicker({ context, unitName, onPick }: Props) {
  const [open, setOpen] = useState(false);
  const [scar, setScar] = useState('');
  const grades = context.campaign.battleScars;
  const chosen = scar.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Inside Log a Battle the picker sits in that sheet's form: React carries a submit out of the portal to it.
    event.stopPropagation();
    if (chosen === '' || chosen.length > SCAR_MAX_LENGTH) return;
    onPick(chosen);
    setScar('');
    setOpen(false);
  };
  return (
    <>
      <Button size="sm" variant="ghost" icon={<Plus size={14} aria-hidden="true" />} onClick={() => setOpen(true)} aria-label={`Add scar to ${unitName}`}>
        Scar
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Add Battle Scar"
        description={unitName}
        footer={
          <>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button variant="primary" type="submit" form="scar-form" disabled={chosen === ''}>
              Add
            </Button>
          </>
        }
      >
        <form id="scar-form" className={styles.form} onSubmit={submit}>
          {grades.length > 0 ? (
            <Select
              label="Battle scar"
              value={scar === '' ? null : scar}
              emptyLabel="Choose a scar"
              options={grades.flatMap((grade) => grade.scars.map((entry) => ({ value: entry.name, label: `${entry.name} (${grade.grade})` })))}
              onChange={(value) => setScar(value ?? '')}
            />
          ) : (
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's one field takes the focus the open dialog must move inside it
            <TextField label="Battle scar" value={scar} onValueChange={setScar} maxLength={SCAR_MAX_LENGTH} autoFocus />
          )}
        </form>
      </Dialog>
    </>
  );
}
