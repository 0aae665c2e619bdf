// A sheet of readable cards to choose one thing from: each card its name,
// points, Legends badge, who may take it, its rules text, and a Choose
// button; the current choice marked, with Remove where none is allowed. A
// Legends entry is offered only where the list's mode offers Legends, unless
// the player asks ('Also show Legends'). Choosing closes the sheet; focus
// goes back to the control that opened it.
import { Check } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Sheet } from '../../../ui/sheet';
import { Switch } from '../../../ui/switch';
import { shownEntries, type ChoiceEntry } from './choice-entry';
import styles from './choices.module.css';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  entries: readonly ChoiceEntry[];
  current: string | null;
  /** Where the list's mode offers Legends without asking. */
  legendsOffered: boolean;
  onChoose: (name: string | null) => void;
  /** Whether the choice may be taken off ('Remove'); false where one is required. */
  removable?: boolean;
};

export function ChoiceSheet({ open, onOpenChange, title, description, entries, current, legendsOffered, onChoose, removable = true }: Props) {
  const [alsoLegends, setAlsoLegends] = useState(false);
  const shown = shownEntries(entries, legendsOffered || alsoLegends, current);
  const hidden = !legendsOffered && entries.some((entry) => entry.legends && entry.name !== current);
  const choose = (name: string | null) => {
    onChoose(name);
    onOpenChange(false);
  };
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {hidden && (
        <div className={styles.legendsSwitch}>
          <Switch
            label="Also show Legends"
            description="Legends are not allowed in this list's validation mode; those shown are marked."
            checked={alsoLegends}
            onCheckedChange={setAlsoLegends}
          />
        </div>
      )}
      <ul className={styles.cards}>
        {shown.map((entry) => (
          <ChoiceCard key={entry.name} entry={entry} chosen={entry.name === current} removable={removable} onChoose={choose} />
        ))}
      </ul>
    </Sheet>
  );
}

function ChoiceCard({
  entry,
  chosen,
  removable,
  onChoose,
}: {
  entry: ChoiceEntry;
  chosen: boolean;
  removable: boolean;
  onChoose: (name: string | null) => void;
}) {
  const titleId = useId();
  const reasonId = useId();
  const blocked = !chosen && Boolean(entry.blockedReason);
  return (
    <li className={[styles.card, chosen ? styles.chosen : ''].join(' ')} aria-labelledby={titleId}>
      <div className={styles.cardHeader}>
        <h3 id={titleId} className={styles.cardTitle}>
          {entry.name}
        </h3>
        {entry.points > 0 && <span className={styles.points}>{entry.points} pts</span>}
      </div>
      {(entry.legends || chosen) && (
        <p className={styles.badges}>
          {chosen && (
            <Badge tone="valid">
              <Check size={12} aria-hidden="true" /> Chosen
            </Badge>
          )}
          {entry.legends && <Badge tone="legends">Legends</Badge>}
        </p>
      )}
      {entry.restriction && <p className={styles.restriction}>{entry.restriction}</p>}
      <div className={styles.rules}>{entry.rules}</div>
      <div className={styles.cardFoot}>
        {blocked && (
          <span id={reasonId} className={styles.reason}>
            {entry.blockedReason}
          </span>
        )}
        {chosen ? (
          removable && (
            <Button size="sm" onClick={() => onChoose(null)} aria-label={`Remove ${entry.name}`}>
              Remove
            </Button>
          )
        ) : (
          <Button
            size="sm"
            variant="primary"
            disabled={blocked}
            aria-describedby={blocked ? reasonId : undefined}
            onClick={() => onChoose(entry.name)}
            aria-label={`Choose ${entry.name}`}
          >
            Choose
          </Button>
        )}
      </div>
    </li>
  );
}
