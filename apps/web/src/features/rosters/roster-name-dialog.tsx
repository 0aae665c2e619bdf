// The name of a new or renamed roster, with the army and campaign when it is new.
import { campaignLabel, type GameData } from '@scrolldex/rules';
import { useState, type FormEvent } from 'react';

import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import styles from './rosters.module.css';

export const ROSTER_NAME_MAX_LENGTH = 100;

type NewRoster = { name: string; faction: string; campaignId: string };

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Null for a rename: only the name is asked. */
  data: GameData | null;
  initialName: string;
  onSave: (fields: NewRoster) => void;
};

export function RosterNameDialog({ open, onOpenChange, data, initialName, onSave }: Props) {
  const creating = data !== null;
  const [name, setName] = useState(initialName);
  const [faction, setFaction] = useState<string | null>(null);
  const [campaignId, setCampaignId] = useState<string | null>(data?.pathToGlory[0]?.id ?? null);
  const armies = data ? Object.keys(data.armies).sort((a, b) => a.localeCompare(b)) : [];
  const trimmed = name.trim();
  const error = trimmed.length > ROSTER_NAME_MAX_LENGTH ? `Names are at most ${ROSTER_NAME_MAX_LENGTH} characters.` : null;
  const ready = trimmed !== '' && error === null && (!creating || (faction !== null && campaignId !== null));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onSave({ name: trimmed, faction: faction ?? '', campaignId: campaignId ?? '' });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={creating ? 'New Campaign Roster' : 'Rename Roster'}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button variant="primary" type="submit" form="roster-name-form" disabled={!ready}>
            {creating ? 'Create' : 'Save'}
          </Button>
        </>
      }
    >
      <form id="roster-name-form" className={styles.form} onSubmit={submit}>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's one field takes the focus the open dialog must move inside it */}
        <TextField label="Name" value={name} onValueChange={setName} error={error} autoFocus maxLength={ROSTER_NAME_MAX_LENGTH + 20} />
        {data && (
          <>
            <Select
              label="Army"
              value={faction}
              emptyLabel="Choose an army"
              options={armies.map((army) => ({ value: army, label: army }))}
              onChange={setFaction}
            />
            <Select
              label="Campaign"
              value={campaignId}
              options={data.pathToGlory.map((campaign) => ({ value: campaign.id, label: campaignLabel(campaign) }))}
              onChange={setCampaignId}
            />
          </>
        )}
      </form>
    </Dialog>
  );
}
