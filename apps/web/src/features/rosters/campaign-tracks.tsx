// What the roster keeps besides its units: glory points, what they bought
// and 'Spend Glory', the Quest Log's current quest and quest points (where the
// campaign has one), and the counters of the campaign's other tracks
// (Emberstone Shards, regions unlocked).
import type { CampaignContext, CampaignRoster, RosterEdit } from '@scrolldex/rules';
import { useState } from 'react';

import { useToast } from '../../shared/use-toast';
import { Button } from '../../ui/button';
import { Counter } from '../../ui/counter';
import { Select } from '../../ui/select';
import { SpendGlorySheet } from './spend-glory-sheet';
import styles from './roster-page.module.css';

type Props = { roster: CampaignRoster; context: CampaignContext; onEdit: (edit: RosterEdit) => void };

export function CampaignTracks({ roster, context, onEdit }: Props) {
  const items = context.counterTracks.flatMap((track) => track.items);
  const toast = useToast();
  const [spending, setSpending] = useState(false);
  return (
    <section aria-label="Campaign" className={styles.tracks}>
      <div className={styles.stepRow}>
        <span className={styles.stepName}>Glory points</span>
        <Counter label="Glory points" value={roster.glory} max={999} onChange={(glory) => onEdit({ op: 'setGlory', glory })} />
      </div>
      <Button onClick={() => setSpending(true)} disabled={roster.locked}>
        Spend Glory
      </Button>
      {roster.spent.length > 0 && (
        <ul aria-label="Glory spent" className={styles.spent}>
          {roster.spent.map((spend) => (
            <li key={spend.id}>
              Spent {spend.glory} glory on {spend.what}
            </li>
          ))}
        </ul>
      )}
      {spending && (
        <SpendGlorySheet
          roster={roster}
          open
          onOpenChange={setSpending}
          onSpend={(spend) => {
            onEdit({ op: 'spendGlory', spend });
            setSpending(false);
            toast(`${spend.glory} glory spent`);
          }}
        />
      )}
      {context.hasQuestLog && (
        <>
          <Select
            label="Quest"
            value={roster.quest.name}
            emptyLabel="No quest"
            disabled={roster.locked}
            options={context.campaign.quests.map((quest) => ({ value: quest.name, label: quest.name }))}
            onChange={(name) => onEdit({ op: 'setQuest', name })}
          />
          {roster.quest.name && (
            <div className={styles.stepRow}>
              <span className={styles.stepName}>Quest points</span>
              <Counter label="Quest points" value={roster.quest.points} onChange={(points) => onEdit({ op: 'setQuestPoints', points })} />
            </div>
          )}
        </>
      )}
      {items.map((item) => (
        <div key={item} className={styles.stepRow}>
          <span className={styles.stepName}>{item}</span>
          <Counter label={item} value={roster.tracks[item] ?? 0} max={999} onChange={(value) => onEdit({ op: 'setTrack', item, value })} />
        </div>
      ))}
    </section>
  );
}
