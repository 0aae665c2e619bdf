// After a battle: the units that reached a new rank, each with the path
// abilities it may now take (a tap opens its path's abilities to choose one).
import type { RankUp } from '@scrolldex/rules';

import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import styles from './roster-page.module.css';

type Props = { rankUps: readonly RankUp[]; onChoose: (unitId: string) => void; onClose: () => void };

export function RankUpDialog({ rankUps, onChoose, onClose }: Props) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={rankUps.length === 1 ? 'A unit ranked up' : `${rankUps.length} units ranked up`}
      footer={<Button onClick={onClose}>Later</Button>}
    >
      <ul className={styles.rankUps}>
        {rankUps.map((rankUp) => (
          <li key={rankUp.unit} className={styles.rankUp}>
            <p className={styles.rankUpTitle}>
              {rankUp.name}: {rankUp.to}
            </p>
            <p className={styles.muted}>
              {rankUp.abilities.length > 0
                ? `May now take ${rankUp.abilities.map((ability) => ability.name).join(' or ')}.`
                : 'Choose a path to take its abilities.'}
            </p>
            {rankUp.abilities.length > 0 && (
              <Button size="sm" variant="primary" onClick={() => onChoose(rankUp.unit)}>
                Choose ability
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
