// A warscroll in the army's list: name, points, its four headline stats, and a star.
import type { Unit } from '@scrolldex/rules';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';

import { Badge } from '../../ui/badge';
import { FavouriteButton } from '../favourites/favourite-button';
import styles from './unit-row.module.css';

const STATS = [
  ['Move', 'move'],
  ['Health', 'health'],
  ['Save', 'save'],
  ['Control', 'control'],
] as const;

export const UnitRow = memo(function UnitRow({ armyName, unit }: { armyName: string; unit: Unit }) {
  const stats = STATS.filter(([, field]) => unit[field] !== null);
  return (
    <li className={styles.item}>
      <Link to="/army/$armyName/unit/$unitName" params={{ armyName, unitName: unit.name }} className={styles.link}>
        <span className={styles.top}>
          <span className={styles.name}>{unit.name}</span>
          {unit.points > 0 && <span className={styles.points}>{unit.points} pts</span>}
        </span>
        <span className={styles.bottom}>
          {stats.length > 0 && (
            <span className={styles.stats}>
              {stats.map(([label, field]) => (
                <span key={field} className={styles.stat}>
                  <span className={styles.label}>{label}</span> {unit[field]}
                </span>
              ))}
            </span>
          )}
          {unit.legends && <Badge tone="legends">Legends</Badge>}
        </span>
      </Link>
      <FavouriteButton type="unit" name={unit.name} />
    </li>
  );
});
