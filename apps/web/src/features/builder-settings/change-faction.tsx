// Change faction: the army (or army of renown), a confirmation, then the
// engine's changeFaction cleaning step; what it removed is shown as its
// sentences, and closing that goes back.
import { changeFaction, touchList, type ArmyList, type GameData, type Removal } from '@scrolldex/rules';
import { useRouter } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useState } from 'react';

import { useToast } from '../../shared/use-toast';
import { saveListAtom } from '../../state/lists';
import { useListedArmies } from '../../state/listed-armies';
import { useGameDataOf } from '../../state/release-data';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog, Dialog } from '../../ui/dialog';
import { FactionField } from '../builder';
import styles from './builder-settings.module.css';

export function ChangeFaction({ list, data: listData }: { list: ArmyList; data: GameData }) {
  const save = useSetAtom(saveListAtom);
  const router = useRouter();
  const toast = useToast();
  const [faction, setFaction] = useState(list.faction);
  // The armies come from the data's index; the chosen one's data comes while the player confirms.
  const armies = useListedArmies(list.dataRef) ?? listData;
  const { data, error } = useGameDataOf(list.dataRef, faction);
  const loading = faction !== list.faction && data === null;
  const [confirming, setConfirming] = useState(false);
  const [removed, setRemoved] = useState<readonly Removal[] | null>(null);

  const change = () => {
    // The button waits for the data, but it can go while the question is open: the tap then says why.
    if (!data) return toast(error ?? `The data of ${faction} has not loaded yet. Try again once it has.`, 'error');
    const result = changeFaction(list, faction, data);
    if (!result.ok) return toast(result.errors[0]!.message, 'error');
    save(touchList(result.value.list, Date.now()));
    setRemoved(result.value.removed);
  };

  return (
    <Card className={styles.card}>
      <FactionField armies={armies} value={faction} onChange={setFaction} />
      <div className={styles.actionRow}>
        <p className={styles.hint}>
          {list.locked
            ? 'Unlock the list to change its faction.'
            : loading
              ? (error ?? `Loading the data of ${faction}...`)
              : 'Choices the new faction does not have are removed.'}
        </p>
        <Button disabled={list.locked || faction === list.faction || loading} onClick={() => setConfirming(true)}>
          Change Faction
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Change Faction"
        description={`Change '${list.name}' from ${list.faction} to ${faction}? Units, enhancements and choices ${faction} does not have will be removed.`}
        confirmLabel="Change Faction"
        onConfirm={change}
      />
      <Dialog
        open={removed !== null}
        onOpenChange={(open) => {
          if (!open) router.history.back();
        }}
        title="Faction Changed"
        description={removed?.length ? `The list is now ${list.faction}. Removed from it:` : `The list is now ${list.faction}. Nothing had to be removed.`}
        footer={
          <Button variant="primary" onClick={() => router.history.back()}>
            OK
          </Button>
        }
      >
        {removed && removed.length > 0 && (
          <ul className={styles.removals}>
            {removed.map((removal) => (
              <li key={removal.message}>{removal.message}</li>
            ))}
          </ul>
        )}
      </Dialog>
    </Card>
  );
}
