// Which units of the Order of Battle go to one battle (all at first) and the
// list's name: the engine's musterList makes a normal list of them, handed on
// unsaved. The form says, as units are chosen, which roster enhancements the
// list cannot hold and why, so that none is dropped unseen. 'Muster a List' stores it and opens it; 'Start a Game' goes on to
// the New game form and stores it when the game starts (roster-page.tsx).
import { musterList, refreshListValidation, type ArmyList, type CampaignRoster, type GameData, type LeftOutEnhancement, type Muster } from '@scrolldex/rules';
import { useMemo, useState, type FormEvent } from 'react';

import { useToast } from '../../shared/use-toast';
import { dataKey } from '../../state/lists';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Sheet } from '../../ui/sheet';
import { TextField } from '../../ui/text-field';
import styles from './roster-page.module.css';

/** A list mustered from a roster, validated on the data, and the roster's record of it. */
export type Mustered = { list: ArmyList; muster: Muster };

export type MusterPurpose = 'list' | 'game';

const WORDS: Record<MusterPurpose, { title: string; description: string; submit: string }> = {
  list: { title: 'Muster a List', description: 'A list for one battle, from the units of your Order of Battle.', submit: 'Muster' },
  game: { title: 'Start a Game', description: 'The units of your Order of Battle that fight this game.', submit: 'Next' },
};

type Props = {
  roster: CampaignRoster;
  data: GameData;
  purpose: MusterPurpose;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onMuster: (mustered: Mustered) => void;
};

export function MusterSheet({ roster, data, purpose, open, onOpenChange, onMuster }: Props) {
  const toast = useToast();
  const [name, setName] = useState(`${roster.name}: battle ${roster.log.length + 1}`);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(roster.units.map((unit) => unit.id)));
  const words = WORDS[purpose];
  const leftOut = useMemo(() => leftOutOf(roster, chosen, data), [roster, chosen, data]);
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const mustered = musterList(roster, { id: crypto.randomUUID(), name: name.trim(), units: [...chosen], now: Date.now() }, data);
    if (!mustered.ok) {
      toast(mustered.errors[0]!.message, 'error');
      return;
    }
    onMuster({ list: refreshListValidation(mustered.value.list, data, dataKey(data)), muster: mustered.value.muster });
  };
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={words.title}
      description={words.description}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button variant="primary" type="submit" form="muster-form" disabled={chosen.size === 0 || name.trim() === ''}>
            {words.submit}
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
        {leftOut.length > 0 && <LeftOutNote leftOut={leftOut} />}
      </form>
    </Sheet>
  );
}

/** The roster enhancements a list of the chosen units would leave out; none when no unit is chosen. */
function leftOutOf(roster: CampaignRoster, chosen: ReadonlySet<string>, data: GameData): LeftOutEnhancement[] {
  const mustered = musterList(roster, { id: 'preview', name: roster.name, units: [...chosen], now: Date.now() }, data);
  return mustered.ok ? mustered.value.leftOut : [];
}

function LeftOutNote({ leftOut }: { leftOut: readonly LeftOutEnhancement[] }) {
  return (
    <section aria-label="Enhancements left out" className={styles.leftOut}>
      <p className={styles.label}>Left out of the list</p>
      <ul>
        {leftOut.map(({ unit, enhancement, reason }) => (
          <li key={`${unit} ${enhancement}`}>
            {enhancement} ({unit}): {reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
