// One army on the home screen: crest, name and star; an army with armies of
// renown unfolds to list them, indented under it. A row reads nothing itself
// (the list hands it its favourite and fold state, read once for all rows), and
// renders again only when what it shows changed.
import type { BrowseArmy } from '@scrolldex/rules';
import { Link } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { memo } from 'react';

import { Badge } from '../../ui/badge';
import { FavouriteStar } from '../favourites';
import { armyInitials } from './army-initials';
import styles from './army-row.module.css';

/** The key its fold is remembered under, among the home screen's sections. */
export function renownSectionKey(armyName: string): string {
  return `renown:${armyName}`;
}

type Props = {
  army: BrowseArmy;
  /** The renown list shows whatever the fold says, as the filter may have matched only a renown. */
  filtering: boolean;
  /** Whether its armies of renown are unfolded (remembered for the home screen). */
  open: boolean;
  onOpenChange: (armyName: string, open: boolean) => void;
  onToggleFavourite: (armyName: string) => void;
};

/**
 * Whether two rows of the browse tree show the same. The tree is built anew when its source changes: the whole game
 * data replacing the index the armies were first listed from re-rendered every row, a task of 65 ms at CPU 4x after
 * the home screen was usable. Rows alike need not render again. A row is a few names and flags: its JSON is what it shows.
 */
export function sameBrowseArmy(a: BrowseArmy, b: BrowseArmy): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

export const ArmyRow = memo(
  function ArmyRow({ army, filtering, open, onOpenChange, onToggleFavourite }: Props) {
    const renown = army.armiesOfRenown;
    const expanded = renown.length > 0 && (open || filtering);
    const listId = `renown-${army.name.replace(/[^A-Za-z0-9]+/g, '-')}`;
    return (
      <li className={styles.item}>
        <div className={styles.row}>
          <Link to="/army/$armyName" params={{ armyName: army.name }} className={styles.link}>
            {/* The letters are drawn by CSS: a picture, not part of the army's name. */}
            <span className={styles.crest} data-initials={armyInitials(army.name)} aria-hidden="true" />
            <span className={styles.name}>{army.name}</span>
            {army.legends && <Badge tone="legends">Legends</Badge>}
          </Link>
          {renown.length > 0 && !filtering && (
            <button
              type="button"
              className={styles.unfold}
              aria-expanded={expanded}
              aria-controls={listId}
              // The visible count starts the name, so what is seen is what is said (WCAG 2.5.3).
              aria-label={`${renown.length} Armies of Renown of ${army.name}`}
              title={`${renown.length} Armies of Renown`}
              onClick={() => onOpenChange(army.name, !open)}
            >
              <span className={styles.unfoldCount}>{renown.length}</span>
              <ChevronDown size={18} className={styles.chevron} aria-hidden="true" />
            </button>
          )}
          <FavouriteStar name={army.name} favourite={army.favourite} onToggle={() => onToggleFavourite(army.name)} />
        </div>
        {expanded && (
          <ul id={listId} className={styles.renown} aria-label={`Armies of Renown of ${army.name}`}>
            {renown.map((entry) => (
              <li key={entry.armyName} className={styles.renownRow}>
                <Link to="/army/$armyName" params={{ armyName: entry.armyName }} className={styles.renownLink}>
                  <span className={styles.name}>{entry.name}</span>
                  {entry.legends && <Badge tone="legends">Legends</Badge>}
                </Link>
                <FavouriteStar name={entry.armyName} favourite={entry.favourite} onToggle={() => onToggleFavourite(entry.armyName)} />
              </li>
            ))}
          </ul>
        )}
      </li>
    );
  },
  (before, after) =>
    sameBrowseArmy(before.army, after.army) &&
    before.filtering === after.filtering &&
    before.open === after.open &&
    before.onOpenChange === after.onOpenChange &&
    before.onToggleFavourite === after.onToggleFavourite,
);
