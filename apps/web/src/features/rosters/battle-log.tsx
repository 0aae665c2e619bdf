// The roster's battles, latest first: date, result, opponent, glory and the
// renown each unit gained.
import type { CampaignRoster } from '@scrolldex/rules';

import { Badge } from '../../ui/badge';
import { RESULT_LABELS } from './roster-words';
import styles from './roster-page.module.css';

const RESULT_TONES = { win: 'valid', draw: 'neutral', loss: 'error' } as const;

export function BattleLog({ roster }: { roster: CampaignRoster }) {
  if (roster.log.length === 0) return null;
  const names = new Map(roster.units.map((unit) => [unit.id, unit.name]));
  return (
    <section aria-labelledby="battle-log" className={styles.block}>
      <h2 id="battle-log" className={styles.blockTitle}>
        Battle Log
      </h2>
      <ol className={styles.log} reversed>
        {[...roster.log].reverse().map((battle) => {
          const renown = Object.entries(battle.renown).map(([unit, points]) => `${names.get(unit) ?? 'A removed unit'} +${points}`);
          return (
            <li key={battle.id} className={styles.battle}>
              <div className={styles.battleHead}>
                <Badge tone={RESULT_TONES[battle.result]}>{RESULT_LABELS[battle.result]}</Badge>
                <span className={styles.battleTitle}>{battle.opponent ? `vs ${battle.opponent}` : 'Battle'}</span>
                <span className={styles.muted}>{battle.date}</span>
              </div>
              <p className={styles.muted}>
                +{battle.glory} glory{renown.length > 0 ? ` · renown ${renown.join(', ')}` : ''}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
