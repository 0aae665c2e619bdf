// One pickable entry: the whole row adds it; the info button opens its page.
// A Legends entry carries the Legends badge; one that would take the list
// over its points cap stays pickable, with a warning badge of how far over.
import { Link, type LinkProps } from '@tanstack/react-router';
import { Check, Info, Plus } from 'lucide-react';
import { useId } from 'react';

import { Badge } from '../../ui/badge';
import styles from './unit-picker.module.css';

type Props = {
  name: string;
  points: number;
  /** Already the list's choice (faction terrain, regiment of renown). */
  chosen?: boolean;
  legends?: boolean;
  /** Points over the cap the pick would take the list; 0 when it fits. */
  overCap?: number;
  info: LinkProps;
  onPick: (name: string) => void;
};

export function PickRow({ name, points, chosen = false, legends = false, overCap = 0, info, onPick }: Props) {
  const noteId = useId();
  return (
    <li className={styles.row}>
      <button type="button" className={styles.pick} onClick={() => onPick(name)} aria-describedby={overCap > 0 ? noteId : undefined}>
        <span className={styles.pickIcon} aria-hidden>
          {chosen ? <Check size={18} /> : <Plus size={18} />}
        </span>
        <span className={styles.text}>
          <span className={styles.name}>{name}</span>
          {legends && (
            <Badge tone="legends" className={styles.badge}>
              Legends
            </Badge>
          )}
          {overCap > 0 && (
            <Badge tone="warning" id={noteId} className={styles.badge} aria-hidden="true">
              {overCap} pts over the cap
            </Badge>
          )}
        </span>
        {chosen && <span className={styles.chosen}>Selected</span>}
        <span className={styles.points}>{points} pts</span>
      </button>
      <Link {...info} className={styles.info} aria-label={`About ${name}`} title={`About ${name}`}>
        <Info size={20} />
      </Link>
    </li>
  );
}
