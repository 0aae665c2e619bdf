// A unit's battle scars as chips, each with its remove button, and 'Scar' to
// add one (ScarPicker): on the unit's card, and in Log a Battle for the scars
// taken in that battle.
import type { CampaignContext } from '@scrolldex/rules';
import { X } from 'lucide-react';

import { IconButton } from '../../ui/button';
import { ScarPicker } from './scar-picker';
import styles from './roster-page.module.css';

type Props = {
  context: CampaignContext;
  unitName: string;
  scars: readonly string[];
  locked?: boolean;
  onAdd: (scar: string) => void;
  onRemove: (scar: string, index: number) => void;
};

export function ScarChips({ context, unitName, scars, locked = false, onAdd, onRemove }: Props) {
  return (
    <div className={styles.chips} aria-label={`${unitName} battle scars`}>
      {scars.map((scar, index) => (
        <span key={`${scar}-${index}`} className={styles.scar}>
          {scar}
          <IconButton label={`Remove scar ${scar}`} className={styles.chipButton} disabled={locked} onClick={() => onRemove(scar, index)}>
            <X size={14} aria-hidden="true" />
          </IconButton>
        </span>
      ))}
      {!locked && <ScarPicker context={context} unitName={unitName} onPick={onAdd} />}
    </div>
  );
}
