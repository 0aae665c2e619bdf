// The roster's battles, latest first: date, result, opponent (and the score
// of a game logged from the table), glory and the renown each unit gained. The latest one can be removed (a battle logged by
// mistake), which takes back what it gave, after the player confirms.
import type { BattleLogEntry, CampaignRoster } from '@scrolldex/rules';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';

import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { RESULT_LABELS } from './roster-words';
import styles from './roster-page.module.css';

const RESULT_TONES = { win: 'valid', draw: 'neutral', loss: 'error' } as const;

const battleName = (battle: BattleLogEntry) => (battle.opponent ? `vs ${battle.opponent}` : 'Battle');

type Props = { roster: CampaignRoster; onRemoveLast: () => void };

export function BattleLog({ roster, onRemoveLast }: Props) {
  const [confirming, setConfirming] = useState(false);
  if (roster.log.length === 0) return null;
  const names = new Map(roster.units.map((unit) => [unit.id, unit.name]));
  const latest = roster.log.at(-1)!;
  return (
    <section aria-labelledby="battle-log" className={styles.block}>
      <h2 id="battle-log" className={styles.blockTitle}>
        Battle Log
      </h2>
      <ol className={styles.log} reversed>
        {[...roster.log].reverse().map((battle) => {
          const renown = Object.entries(battle.renown).map(([unit, points]) => `${names.get(unit) ?? 'A removed unit'} +${points}`);
          const scars = battle.scars.map((taken) => `${names.get(taken.unit) ?? 'A removed unit'}: ${taken.scar}`);
          return (
            <li key={battle.id} className={styles.battle}>
              <div className={styles.battleHead}>
                <Badge tone={RESULT_TONES[battle.result]}>{RESULT_LABELS[battle.result]}</Badge>
                <span className={styles.battleTitle}>
                  {battleName(battle)}
                  {battle.score && ` · ${battle.score.me}–${battle.score.opponent}`}
                </span>
                <span className={styles.muted}>{battle.date}</span>
              </div>
              <p className={styles.muted}>
                +{battle.glory} glory{renown.length > 0 ? ` · renown ${renown.join(', ')}` : ''}
                {scars.length > 0 ? ` · scars ${scars.join(', ')}` : ''}
              </p>
              {battle === latest && !roster.locked && (
                <div>
                  <Button size="sm" variant="ghost" icon={<Trash2 size={14} aria-hidden="true" />} onClick={() => setConfirming(true)}>
                    Remove Battle
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove this battle?"
        description={`${battleName(latest)}, ${latest.date}`}
        footer={
          <>
            <Button onClick={() => setConfirming(false)}>Cancel</Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirming(false);
                onRemoveLast();
              }}
            >
              Remove Battle
            </Button>
          </>
        }
      >
        <p>Its glory points, renown and battle scars are taken back from the roster, and any path ability of a rank a unit loses.</p>
      </Dialog>
    </section>
  );
}
