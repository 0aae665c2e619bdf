// One pickable entry: the whole row adds it; the info button opens its page.
import { Link, type LinkProps } from '@tanstack/react-router';
import { Check, Info, Plus } from 'lucide-react';

import styles from './unit-picker.module.css';

type Props = {
  name: string;
  points: number;
  /** Already the list's choice (faction terrain, regiment of renown). */
  chosen?: boolean;
  info: LinkProps;
  onPick: (name: string) => void;
};

export function PickRow({ name, points, chosen = false, info, onPick }: Props) {
  return (
    <li className={styles.row}>
      <button type="button" className={styles.pick} onClick={() => onPick(name)}>
        <span className={styles.pickIcon} aria-hidden>
          {chosen ? <Check size={18} /> : <Plus size={18} />}
        </span>
        <span className={styles.name}>{name}</span>
        {chosen && <span className={styles.chosen}>Selected</span>}
        <span className={styles.points}>{points} pts</span>
      </button>
      <Link {...info} className={styles.info} aria-label={`About ${name}`} title={`About ${name}`}>
        <Info size={20} />
      </Link>
    </li>
  );
}
