// 'Muster a List': the units of the Order of Battle to take to one battle
// (all at first) and the list's name. The engine's musterList makes a normal
// list of them, stored with the saved lists; the roster remembers it, so the
// list's battle view shows the units' path abilities and scars.
import { addListToLibrary, musterList, refreshListValidation, type CampaignRoster, type GameData } from '@scrolldex/rules';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';

import { useToast } from '../../shared/use-toast';
import { dataKey, updateLibraryAtom } from '../../state/lists';
import { editRosterAtom } from '../../state/rosters';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Sheet } from '../../ui/sheet';
import { TextField } from '../../ui/text-field';
import styles from './roster-page.module.css';

type Props = { roster: CampaignRoster; data: GameData; open: boolean; onOpenChange: (open: boolean) => void };

export function MusterSheet({ roster, data, open, onOpenChange }: Props) {
  const updateLibrary = useSetAtom(updateLibraryAtom);
  const editRoster = useSetAtom(editRosterAtom);
  const navigate = useNavigate();
  const toast = useToast();
  const [name, setName] = useState(`${roster.name}: battle ${roster.log.length + 1}`);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(roster.units.map((unit) => unit.id)));
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const now = Date.now();
    const mustered = musterList(roster, { id: crypto.randomUUID(), name: name.trim(), units: [...chosen], now }, data);
    if (!mustered.ok) {
      toast(mustered.errors[0]!.message, 'error');
      return;
    }
    const list = refreshListValidation(mustered.value.list, data, dataKey(data));
    void updateLibrary((library) => addListToLibrary(library, list, now));
    editRoster({ id: roster.id, edit: { op: 'recordMuster', ...mustered.value.muster } });
    toast('List mustered');
    void navigate({ to: '/list/$id', params: { id: list.id } });
  };
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Muster a List"
      description="A list for one battle, from the units of your Order of Battle."
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button variant="primary" type="submit" form="muster-form" disabled={chosen.size === 0 || name.trim() === ''}>
            Muster
          </Button>
        </>
      }
    >
      <form id="muster-form" className={styles.logForm} onSubmit={submit}>
        <TextField label="List name" value={name} onValueChange={setName} maxLength={100} />
        <fieldset className={styles.renownFieldset}>
          <legend className={styles.label}>Units</legend>
          {roster.units.map((unit) => (
            <Checkbox key={unit.id} label={unit.name} checked={chosen.has(unit.id)} onCheckedChange={(on) => toggle(unit.id, on)} />
          ))}
        </fieldset>
      </form>
    </Sheet>
  );
}
