// One army on the home screen: crest, name and star; an army with armies of
// renown unfolds to list them, indented under it.
import type { BrowseArmy } from '@scrolldex/rules';
import { Link } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';

import { useSectionOpen } from '../../state/route-memory';
import { Badge } from '../../ui/badge';
import { FavouriteButton } from '../favourites';
import { armyInitials } from './army-initials';
import styles from './army-row.module.css';

/** `filtering`: the renown list shows whatever the fold says, as the filter may have matched only a renown. */
export function ArmyRow({ army, filtering }: { army: BrowseArmy; filtering: boolean }) {
  const [open, setOpen] = useSectionOpen(`renown:${army.name}`, false);
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
            onClick={() => setOpen(!open)}
          >
            <span className={styles.unfoldCount}>{renown.length}</span>
            <ChevronDown size={18} className={styles.chevron} aria-hidden="true" />
          </button>
        )}
        <FavouriteButton type="army" name={army.name} />
      </div>
      {expanded && (
        <ul id={listId} className={styles.renown} aria-label={`Armies of Renown of ${army.name}`}>
          {renown.map((entry) => (
            <li key={entry.armyName} className={styles.renownRow}>
              <Link to="/army/$armyName" params={{ armyName: entry.armyName }} className={styles.renownLink}>
                <span className={styles.name}>{entry.name}</span>
                {entry.legends && <Badge tone="legends">Legends</Badge>}
              </Link>
              <FavouriteButton type="army" name={entry.armyName} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
