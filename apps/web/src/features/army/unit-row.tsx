// A warscroll in the army's list: name, points, its four headline stats, and a star.
// An army shows dozens of rows at once, so a row is kept to few elements: the stats are
// one line of text with small labels, not a box per stat, and its link a plain anchor.
import type { Unit } from '@scrolldex/rules';
import { Fragment, memo } from 'react';

import { Badge } from '../../ui/badge';
import { FavouriteStar } from '../favourites';
import styles from './unit-row.module.css';

const STATS = [
  ['Move', 'move'],
  ['Health', 'health'],
  ['Save', 'save'],
  ['Control', 'control'],
] as const;

type Props = {
  armyName: string;
  unit: Unit;
  /** Read once for the list (its favourites' keys), not by each row from the whole store. */
  favourite: boolean;
  onToggleFavourite: (unitName: string) => void;
};

/**
 * A unit's page: the router encodes a path param with encodeURIComponent, as here (unit-row.test.ts holds them to it).
 * Building each row's location with the router was most of a row's render, and the army page's location, built once
 * for the list, was a tenth of the army screen's first render.
 */
export function unitHref(armyName: string, unitName: string): string {
  return `/army/${encodeURIComponent(armyName)}/unit/${encodeURIComponent(unitName)}`;
}

export const UnitRow = memo(function UnitRow({ armyName, unit, favourite, onToggleFavourite }: Props) {
  const stats = STATS.filter(([, field]) => unit[field] !== null);
  return (
    <li className={styles.item}>
      {/* A plain anchor, not the router's Link: the list navigates for it (shared/client-links.ts). */}
      <a href={unitHref(armyName, unit.name)} className={styles.link}>
        <span className={styles.name}>{unit.name}</span>
        {unit.points > 0 && <span className={styles.points}>{unit.points} pts</span>}
        {(stats.length > 0 || unit.legends) && (
          <span className={styles.stats}>
            {/* A no-break space keeps each label with its value; the plain space between stats is where a line may wrap. */}
            {stats.map(([label, field], index) => (
              <Fragment key={field}>
                {index > 0 && ' '}
                <span className={styles.label}>{label}</span>
                {`\u00a0${unit[field]}`}
              </Fragment>
            ))}
            {unit.legends && (
              <>
                {stats.length > 0 && ' '}
                <Badge tone="legends" className={styles.legends}>
                  Legends
                </Badge>
              </>
            )}
          </span>
        )}
      </a>
      <FavouriteStar name={unit.name} favourite={favourite} onToggle={() => onToggleFavourite(unit.name)} />
    </li>
  );
});
